// POST /enterprise/sitemap: every url the page endpoint resolves in one language (home, content pages, FAQ and
// manuals listings, categories and collections, products, bundles), paged, each with its url per language.
import { TEXT_LANGUAGES } from '../floor/markets';
import { BLOG_POSTS, BLOG_URLS, blogPostUrl } from './blog';
import type { DocumentContext } from './documents';
import { type Body, integerField } from './request';
import { FAQ_URLS, MANUALS_URLS } from './service-pages';

/** Entries per answer at most: a crawler's sitemap holds up to 50 000 urls, fetched in a few pages. */
export const MAX_SITEMAP_COUNT = 5000;
const DEFAULT_SITEMAP_COUNT = 1000;

export type SitemapType = 'page' | 'category' | 'makaira-productgroup' | 'bundle';

export interface SitemapDocument {
  id: string;
  type: SitemapType;
  fields: { url: string; selfLinks: Readonly<Partial<Record<string, string>>> };
}

const linksOf = (texts: ReadonlyMap<string, { seoUrl: string }>): Record<string, string> =>
  Object.fromEntries([...texts.entries()].map(([language, text]) => [language, text.seoUrl]));

/** The documents of one language, in a stable order so that paging never repeats or skips one. */
function sitemapDocuments({ model, language }: DocumentContext): SitemapDocument[] {
  const documents: SitemapDocument[] = [];
  const add = (id: string, type: SitemapType, selfLinks: Readonly<Partial<Record<string, string>>>): void => {
    const url = selfLinks[language];
    if (url) documents.push({ id, type, fields: { url, selfLinks } });
  };
  add(`home-${language}`, 'page', Object.fromEntries(TEXT_LANGUAGES.map((lang) => [lang, `/${lang}/`])));
  add(`faq-${language}`, 'page', FAQ_URLS);
  add(`manuals-${language}`, 'page', MANUALS_URLS);
  add(`blog-${language}`, 'page', BLOG_URLS);
  for (const post of BLOG_POSTS) add(`blog-${post.slug}`, 'page', { de: blogPostUrl(post) });
  for (const page of model.catalogue.pages) add(String(page.id), 'page', linksOf(page.texts));
  for (const category of model.categories.values()) {
    add(String(category.id), 'category', linksOf(category.texts));
  }
  for (const collection of model.catalogue.collections) {
    if (collection.kind !== 'category') {
      add(`collection-${collection.id}`, 'category', linksOf(collection.texts));
    }
  }
  for (const product of model.catalogue.products) {
    add(String(product.id), 'makaira-productgroup', linksOf(product.texts));
  }
  for (const bundle of model.bundles.values()) add(String(bundle.id), 'bundle', linksOf(bundle.texts));
  return documents;
}

/** `{count, offset, constraints}` → `{items, count, total, offset}`, the language from `query.language`. */
export function sitemapListing(body: Body, ctx: DocumentContext) {
  const count = integerField(body, 'count', DEFAULT_SITEMAP_COUNT, 0, MAX_SITEMAP_COUNT);
  const offset = integerField(body, 'offset', 0, 0, 1_000_000);
  const documents = sitemapDocuments(ctx);
  const items = documents.slice(offset, offset + count);
  return { items, count: items.length, total: documents.length, offset };
}
