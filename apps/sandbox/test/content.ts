// Helpers for tests of the content service: JSON over HTTP with the instance header, as Makaira's clients call it.
import { data, type Json, sandboxUrl } from './http';

export type Instance = 'live' | 'live_nl' | 'live_europe';

export const instanceOf = (language: string): Instance =>
  language === 'de' ? 'live' : language === 'nl' ? 'live_nl' : 'live_europe';

export async function call(
  path: string,
  body: unknown,
  instance: Instance | null = 'live',
  init: { method?: string; headers?: Record<string, string>; raw?: string } = {},
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandboxUrl()}${path}`, {
    method: init.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(instance ? { 'x-makaira-instance': instance } : {}),
      ...init.headers,
    },
    body: init.method === 'GET' ? undefined : (init.raw ?? JSON.stringify(body)),
  });
  return { status: response.status, body: await response.json() };
}

/** A request that must answer 200. */
export async function ok(path: string, body: unknown, instance: Instance = 'live'): Promise<Json> {
  const result = await call(path, body, instance);
  if (result.status !== 200)
    throw new Error(`${path} answered ${result.status}: ${JSON.stringify(result.body)}`);
  return result.body;
}

export const constraints = (language: string, extra: Record<string, unknown> = {}) => ({
  'query.shop_id': 1,
  'query.use_stock': false,
  'query.language': language,
  ...extra,
});

export async function page(
  url: string,
  language: string,
  extra: Record<string, unknown> = {},
): Promise<Json> {
  return ok(
    '/enterprise/page',
    { url, count: 48, offset: 0, enableAggregations: true, constraints: constraints(language), ...extra },
    instanceOf(language),
  );
}

export async function search(
  phrase: string,
  language: string,
  extra: Record<string, unknown> = {},
): Promise<Json> {
  return ok(
    '/search/public',
    {
      searchPhrase: phrase,
      isSearch: true,
      count: 48,
      offset: 0,
      constraints: constraints(language),
      ...extra,
    },
    instanceOf(language),
  );
}

/** The root categories' urls in a language, from the menu. */
export async function rootCategoryUrls(language: string): Promise<string[]> {
  const menu = await call('/enterprise/menu', undefined, instanceOf(language), { method: 'GET' });
  return (menu.body.menu as Json[])
    .filter((item) => item.code && !item.deliveryItem && item.code !== 'service')
    .map((item) => item.link[language]);
}

/** A variant's price in the Storefront API for a country: the cart's price. */
export async function shopPrice(variantGid: string, country: string): Promise<Json> {
  const result = await data(
    `query($id: ID!) @inContext(country: ${country}) { node(id: $id) { ... on ProductVariant { price { amount currencyCode } } } }`,
    { id: variantGid },
  );
  return result.node.price;
}
