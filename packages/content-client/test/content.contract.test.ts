// Contract tests: the client against a real sandbox over HTTP (started by the global setup).
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  type ContentCall,
  ContentError,
  type ContentPage,
  contentClientOptionsFor,
  createContentClient,
  headerSubmenusOf,
} from '../src/index.js';
import { ok } from './ok.js';

const sandboxUrl = () => inject('sandboxUrl');
const client = (edition: Parameters<typeof contentClientOptionsFor>[0], extra = {}) =>
  createContentClient({
    ...contentClientOptionsFor(edition, { CONTENT_SERVICE_URL: sandboxUrl() }),
    ...extra,
  });

async function fault(body: Record<string, unknown>) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
}

afterEach(async () => {
  await fetch(`${sandboxUrl()}/__sandbox/faults`, { method: 'DELETE' });
});

function expectType<T extends ContentPage['type']>(page: ContentPage, type: T): ContentPage & { type: T } {
  expect(page.type).toBe(type);
  return page as ContentPage & { type: T };
}

/** Setup, not the behaviour under test: a menu slower than its 1.5 s budget on a busy machine must not empty it. */
async function firstCategoryUrl(edition: Parameters<typeof contentClientOptionsFor>[0]) {
  const menu = ok(await client(edition, { budgets: { menu: 30_000 } }).menu());
  return menu[0]?.link as string;
}

describe('page', () => {
  it('a category in de: products with shop variant ids, total and aggregations, filters and sort', async () => {
    const de = client('de');
    const url = await firstCategoryUrl('de');
    const category = expectType(ok(await de.page({ url, count: 5 })), 'category');
    expect(category.self.url).toBe(url);
    expect(category.self.selfLinks.fr).toMatch(/^\/fr\/c\//);
    expect(category.products.items).toHaveLength(5);
    const [item] = category.products.items;
    expect(item?.variants[0]?.id).toMatch(/^gid:\/\/shopify\/ProductVariant\//);
    expect(item?.price?.currency).toBe('EUR');
    expect(item?.image?.src).toMatch(/\.jpg$/);
    expect(category.products.aggregations.map((a) => a.key)).toEqual(
      expect.arrayContaining(['price', 'in_stock']),
    );
    const inStock = category.products.aggregations.find((a) => a.kind === 'boolean');
    const filtered = expectType(ok(await de.page({ url, filters: { inStock: true } })), 'category');
    expect(filtered.products.total).toBe(inStock?.kind === 'boolean' ? inStock.count : -1);
    const cheap = expectType(ok(await de.page({ url, sort: 'price-asc', count: 10 })), 'category');
    const prices = cheap.products.items.map((p) => p.price?.amount ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('the global edition sends /global/c/ as /en/ and answers public /global/ urls', async () => {
    const en = client('en');
    const url = await firstCategoryUrl('en');
    expect(url).toMatch(/^\/global\/c\//);
    const category = expectType(ok(await en.page({ url, count: 1 })), 'category');
    expect(category.language).toBe('en');
    expect(category.products.items[0]?.url).toMatch(/^\/global\/p\//);
    const product = expectType(
      ok(await en.page({ url: category.products.items[0]?.url as string })),
      'product',
    );
    expect(product.product.sections.downloads.length).toBeGreaterThan(0);
  });

  it('a product in pl with PLN prices, a bundle, a content page and a redirect', async () => {
    const pl = client('pl');
    const url = await firstCategoryUrl('pl');
    const listed = expectType(ok(await pl.page({ url, count: 1 })), 'category').products.items[0];
    const product = expectType(ok(await pl.page({ url: listed?.url as string })), 'product').product;
    expect(product.id).toBe(listed?.id);
    expect(product.price?.currency).toBe('PLN');
    expect(product.sections.reviews.histogram).toHaveProperty('5');
    const bundle = expectType(
      ok(await pl.page({ url: '/pl/', params: { redirectBundleId: '4000001' } })),
      'bundle',
    );
    expect(bundle.bundle.items[0]?.variantId).toMatch(/^gid:/);
    const home = expectType(ok(await pl.page({ url: '/pl/' })), 'page');
    expect(home.config.top.length).toBeGreaterThan(0);
    const redirect = expectType(ok(await pl.page({ url: '/pl/sale/' })), 'redirect');
    expect(redirect).toMatchObject({ code: 301, target: expect.stringMatching(/^\/pl\/c\//) });
  });

  it('an unknown url gives ContentError 404 with the status text, cause and errorId (the scrape fallback finds nothing either)', async () => {
    const { data, error } = await client('de').page({ url: '/de/gibt-es-nicht/' });
    expect(data).toBeUndefined();
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({
      code: 404,
      message: 'Not Found',
      cause: 'Page not found',
      kind: 'http',
      isNotFound: true,
    });
    expect((error as ContentError).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a page answer that is not 200 falls back to POST /scrape with basic authorization: type webedition', async () => {
    await fault({ path: '/enterprise/page', status: 503, times: 1 });
    const page = expectType(ok(await client('fr').page({ url: '/fr/' })), 'webedition');
    expect(page).toMatchObject({ language: 'fr', url: '/fr/' });
  });

  it('the /scrape fallback takes its own fetch options when given (a shorter revalidate), else the page call options', async () => {
    const seen: { path: string; init: RequestInit & { next?: unknown } }[] = [];
    const spy: typeof fetch = (input, init) => {
      seen.push({ path: new URL(String(input)).pathname, init: init ?? {} });
      return fetch(input, init);
    };
    await fault({ path: '/enterprise/page', status: 503, times: 2 });
    const page = ok(
      await client('fr', { fetch: spy }).page(
        { url: '/fr/' },
        { next: { revalidate: 300 }, fallback: { next: { revalidate: 30 } } },
      ),
    );
    expect(page.type).toBe('webedition');
    ok(await client('fr', { fetch: spy }).page({ url: '/fr/' }, { next: { revalidate: 300 } }));
    expect(seen.map(({ path, init }) => [path, init.next])).toEqual([
      ['/enterprise/page', { revalidate: 300 }],
      ['/scrape', { revalidate: 30 }],
      ['/enterprise/page', { revalidate: 300 }],
      ['/scrape', { revalidate: 300 }],
    ]);
  });

  it('when /scrape fails too, the page error is the result; without credentials there is no fallback', async () => {
    await fault({ path: '/enterprise/page', status: 500, times: 2 });
    const wrong = client('fr', { scrape: { user: 'x', password: 'y' } });
    expect((await wrong.page({ url: '/fr/' })).error).toMatchObject({
      code: 500,
      message: 'Internal Server Error',
      cause: 'Injected fault: HTTP 500',
    });
    const none = client('fr', { scrape: undefined });
    expect((await none.page({ url: '/fr/' })).error).toMatchObject({ code: 500 });
  });

  it('passes Next.js fetch options and honours an AbortSignal', async () => {
    const seen: RequestInit[] = [];
    const spy: typeof fetch = (input, init) => {
      seen.push(init ?? {});
      return fetch(input, init);
    };
    const de = client('de', { fetch: spy });
    ok(await de.page({ url: '/de/' }, { next: { tags: ['page'], revalidate: 60 } }));
    expect((seen[0] as { next?: unknown }).next).toEqual({ tags: ['page'], revalidate: 60 });
    expect(new Headers(seen[0]?.headers).get('x-makaira-instance')).toBe('live');
    const controller = new AbortController();
    controller.abort();
    expect((await de.page({ url: '/de/' }, { signal: controller.signal })).error).toMatchObject({
      kind: 'aborted',
    });
  });

  it('sends the search constraints of spec §3 with the shopper context', async () => {
    const bodies: Record<string, unknown>[] = [];
    const spy: typeof fetch = (input, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return fetch(input, init);
    };
    ok(
      await client('gb', { fetch: spy }).search(
        { phrase: 'scale' },
        {
          shopper: {
            userAgent: 'UA',
            ip: '203.0.113.77',
            timezone: '+0100',
            experiments: '[{"experiment":1,"variation":"a"}]',
          },
        },
      ),
    );
    expect(bodies[0]?.constraints).toEqual({
      'query.shop_id': 1,
      'query.use_stock': false,
      'query.use_original_keys': true,
      'query.customer_group': 'gb',
      'query.language': 'gb',
      'oi.user.agent': 'UA',
      'oi.user.ip': '203.0.0.0',
      'oi.user.timezone': '+0100',
      'ab.experiments': [{ experiment: 1, variation: 'a' }],
    });
  });
});

describe('search and autosuggest', () => {
  it('search finds German products by a stemmed word, with link groups; GBP for gb', async () => {
    const result = ok(await client('de').search({ phrase: 'Blutdruckmessgeräte' }));
    expect(result.products.total).toBeGreaterThan(0);
    expect(result.categories[0]?.url).toMatch(/^\/de\/c\//);
    expect(result.manufacturers[0]?.title).toBe('Vitalis');
    const gb = ok(await client('gb').search({ phrase: 'thermometer', sort: 'price-desc' }));
    expect(gb.products.items[0]?.price?.currency).toBe('GBP');
    expect(gb.products.items[0]?.url).toMatch(/^\/uk\/p\//);
  });

  it('autosuggest gives 4 products by default and a suggestion for a typo', async () => {
    const de = client('de');
    const result = ok(await de.autosuggest({ phrase: 'massage' }));
    expect(result.products).toHaveLength(4);
    expect(result.total).toBeGreaterThan(4);
    const typo = ok(await de.autosuggest({ phrase: 'blutdruckmesgerät' }));
    expect(typo.products).toHaveLength(0);
    expect(typo.suggestion?.count).toBeGreaterThan(0);
  });

  it('a failing search gives a ContentError with the status', async () => {
    await fault({ path: '/search/public', status: 502, times: 1 });
    expect((await client('de').search({ phrase: 'waage' })).error).toMatchObject({
      code: 502,
      id: expect.any(String),
    });
  });
});

describe('lookup, documents and recommendations', () => {
  it('looks up by variant id and by product id', async () => {
    const it = client('it');
    const url = await firstCategoryUrl('it');
    const listed = expectType(ok(await it.page({ url, count: 1 })), 'category').products.items[0];
    const variantId = listed?.variants[0]?.id as string;
    const [byVariant] = ok(await it.lookup({ datatype: 'variant', ids: [variantId] }));
    expect(byVariant?.id).toBe(variantId);
    expect(byVariant?.title).toBe(listed?.title);
    const [byProduct] = ok(await it.lookup({ datatype: 'product', ids: [listed?.id as string] }));
    expect(byProduct?.url).toBe(listed?.url);
    const docs = ok(await it.documents({ datatype: 'product', ids: [listed?.id as string, 'nope'] }));
    expect(docs.map((d) => d.id)).toEqual([listed?.id]);
  });

  it('recommends similar products and accessories', async () => {
    const de = client('de');
    const url = await firstCategoryUrl('de');
    const listed = expectType(ok(await de.page({ url, count: 1 })), 'category').products.items[0];
    const similar = ok(await de.recommendations({ productId: listed?.id as string, count: 3 }));
    expect(similar).toHaveLength(3);
    const accessories = ok(
      await de.recommendations({
        productId: listed?.id as string,
        recommendationId: 'accessories',
      }),
    );
    expect(accessories.length).toBeGreaterThan(0);
  });
});

describe('snippets and storefront settings', () => {
  it('reads snippets and the storefront-settings content', async () => {
    const fr = client('fr');
    const snippets = ok(await fr.snippets(['footer-snippet', 'error-snippet']));
    expect(snippets.map((s) => s.snippetId)).toEqual(['footer-snippet', 'error-snippet']);
    expect(snippets[1]?.elements.map((e) => e.component)).toEqual(['error-not-found', 'error-generic']);
    expect(ok(await fr.storefrontSettings())).toMatchObject({
      catalogueMode: false,
      orderMinPrice: 49,
      newsletterEnabled: true,
    });
    expect(ok(await client('pl').storefrontSettings()).orderMinPrice).toBe(199);
  });
});

describe('sitemap', () => {
  it('lists every page of the edition with public urls and self links; sitemapEntries pages through all of them', async () => {
    const en = client('en');
    const first = ok(await en.sitemap({ count: 10 }));
    expect(first.entries).toHaveLength(10);
    expect(first.offset).toBe(0);
    expect(first.entries[0]).toMatchObject({ type: 'page', url: '/global/' });
    const all = ok(await en.sitemapEntries());
    expect(all).toHaveLength(first.total);
    expect(ok(await en.sitemapEntries({ pageSize: 40 }))).toEqual(all);
    expect(all.slice(0, 10)).toEqual(first.entries);
    expect(new Set(all.map((entry) => entry.type))).toEqual(
      new Set(['page', 'category', 'product', 'bundle']),
    );
    const product = all.find((entry) => entry.type === 'product');
    expect(product?.url).toMatch(/^\/global\/p\//);
    expect(product?.selfLinks.en).toBe(product?.url.replace(/^\/global\//, '/en/'));
    expect(product?.selfLinks.gb).toMatch(/^\/gb\/p\//);
    const page = ok(await en.page({ url: product?.url ?? '' }));
    expect(page.type).toBe('product');
  });

  it('a failing listing gives a ContentError with the status', async () => {
    await fault({ path: '/enterprise/sitemap', status: 503 });
    expect((await client('de').sitemapEntries()).error).toMatchObject({ code: 503 });
  });
});

describe('menu', () => {
  it("gives the menu in the edition language; the header snippet's header-submenu holds its entries' flyouts", async () => {
    const nl = client('nl');
    const menu = ok(await nl.menu());
    expect(menu[0]?.text).not.toBe('');
    expect(menu[0]?.link).toMatch(/^\/nl\/c\//);
    const [header] = ok(await nl.snippets(['header-snippet']));
    const flyout = headerSubmenusOf(header).find((submenu) => submenu.url === menu[0]?.link);
    expect(flyout?.categories[0]?.columns.length).toBeGreaterThan(0);
  });

  it('a menu failure is a ContentError with the status, like any call', async () => {
    await fault({ path: '/enterprise/menu', status: 500, times: 1 });
    const { data, error } = await client('de').menu();
    expect(data).toBeUndefined();
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ code: 500, kind: 'http', path: '/enterprise/menu' });
  });

  it('a dropped connection is a network error', async () => {
    await fault({ path: '/enterprise/menu', drop: true, times: 1 });
    expect((await client('de').menu()).error).toMatchObject({ kind: 'network', code: 0 });
  });
});

describe('onCall: every call is reported as it ends, with its method, path, status and time', () => {
  it('a page whose request fails and falls back to /scrape: both calls, in order, with their outcomes', async () => {
    const calls: ContentCall[] = [];
    const de = client('de', { onCall: (call: ContentCall) => calls.push(call) });
    const url = await firstCategoryUrl('de');
    await fault({ path: '/enterprise/page', status: 503, latencyMs: 80, times: 1 });
    ok(await de.page({ url }));
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/enterprise/page', status: 503, outcome: 'http' }),
      expect.objectContaining({ method: 'POST', path: '/scrape', status: 200, outcome: 'ok' }),
    ]);
    expect(calls[0]?.ms).toBeGreaterThanOrEqual(60);
  });

  it('a call that gets no answer has no status and its kind as outcome, and still fails for the caller', async () => {
    const calls: ContentCall[] = [];
    const de = client('de', { onCall: (call: ContentCall) => calls.push(call), timeoutMs: 150 });
    await fault({ path: '/search/public', latencyMs: 1_000, times: 1 });
    expect((await de.search({ phrase: 'waage' })).error).toMatchObject({ kind: 'timeout' });
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', path: '/search/public', status: null, outcome: 'timeout' }),
    ]);
  });

  it('an observer that throws does not fail the call', async () => {
    const de = client('de', {
      onCall: () => {
        throw new Error('observer broke');
      },
    });
    expect(ok(await de.menu()).length).toBeGreaterThan(0);
  });
});
