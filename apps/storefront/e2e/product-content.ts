// Finds products of the seeded sandbox catalogue by what their detail page carries (FAQs, bundles, sizes), asking
// the content service as the storefront does.
import { SANDBOX_URL } from '../playwright.config';
import { storefront } from './shop';

/** The language value the content service takes for an edition (global: en, uk: gb). */
export type ContentLanguage = 'en' | 'gb' | 'pl' | 'de';

const instanceOf = (language: ContentLanguage) => (language === 'de' ? 'live' : 'live_europe');

/** A call of the sandbox's content service in a language, as the storefront makes it. */
export async function content<T>(path: string, language: ContentLanguage, body: unknown): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-makaira-instance': instanceOf(language) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export interface DetailSections {
  faq:
    | { type: 'list'; items: { question: string }[] }
    | { type: 'groups'; groups: { items: { question: string }[] }[] };
  bundles: { id: string; title: string; url: string }[];
  reviews: { count: number };
}

export interface FoundProduct {
  id: string;
  url: string;
  title: string;
  variants: { id: string; stock: number }[];
  sections: DetailSections;
  /** The content service's status (`back_in_stock_shortly`…) and purchase limit per household. */
  status: string | null;
  purchaseLimit: number | null;
  sizes: unknown[];
}

let productIds: string[] | null = null;

async function catalogueProductIds(): Promise<string[]> {
  productIds ??= (
    await storefront<{ products: { nodes: { id: string }[] } }>('{ products(first: 120) { nodes { id } } }')
  ).products.nodes.map((node) => node.id.replace(/\D/g, ''));
  return productIds;
}

export const faqCount = (faq: DetailSections['faq']) =>
  faq.type === 'list' ? faq.items.length : faq.groups.reduce((n, group) => n + group.items.length, 0);

/** The first product whose detail page satisfies the predicate, in the edition's content language. */
export async function findProduct(
  language: ContentLanguage,
  predicate: (product: FoundProduct) => boolean,
  skip = 0,
): Promise<FoundProduct> {
  let skipped = 0;
  for (const id of await catalogueProductIds()) {
    const documents = await content<{ items: { fields: { url: string } }[] }>('/documents/public', language, {
      datatype: 'product',
      ids: [id],
      constraints: { 'query.language': language, 'query.group': language },
    });
    const url = documents.items[0]?.fields.url;
    if (!url) continue;
    const page = await content<{
      data: {
        self: {
          id: string;
          title: string;
          variants: { id: string; stock: number }[];
          sections: DetailSections;
          status?: string | null;
          purchase_limit?: number | null;
          sizes?: unknown[] | null;
        };
      };
    }>('/enterprise/page', language, { url, constraints: { 'query.language': language } });
    const self = page.data.self;
    const product = {
      id: self.id,
      url,
      title: self.title,
      variants: self.variants,
      sections: self.sections,
      status: self.status ?? null,
      purchaseLimit: self.purchase_limit ?? null,
      sizes: self.sizes ?? [],
    };
    if (predicate(product) && skipped++ >= skip) return product;
  }
  throw new Error('No product in the catalogue matches');
}

/** The storefront's public path of a content url (`/en/p/…` is `/global/p/…`, `/gb/…` is `/uk/…`). */
export const publicPath = (url: string) => url.replace(/^\/en\//, '/global/').replace(/^\/gb\//, '/uk/');
