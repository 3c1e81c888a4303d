import { describe, expectTypeOf, it } from 'vitest';
import {
  type Autosuggestion,
  type ContentError,
  type ContentPage,
  type ContentResult,
  contentClientOptionsFor,
  createContentClient,
  type MenuItem,
  type ProductSummary,
  type SearchResult,
  type SitemapEntry,
  type SitemapListing,
  type Snippet,
  type StorefrontSettings,
} from './index.js';

const client = createContentClient(contentClientOptionsFor('de', { SHOP_BACKEND: 'sandbox' }));

describe('the content client in types', () => {
  it('calls resolve to a ContentResult of our own types', () => {
    expectTypeOf(client.page).returns.resolves.toEqualTypeOf<ContentResult<ContentPage>>();
    expectTypeOf(client.search).returns.resolves.toEqualTypeOf<ContentResult<SearchResult>>();
    expectTypeOf(client.autosuggest).returns.resolves.toEqualTypeOf<ContentResult<Autosuggestion>>();
    expectTypeOf(client.lookup).returns.resolves.toEqualTypeOf<ContentResult<ProductSummary[]>>();
    expectTypeOf(client.documents).returns.resolves.toEqualTypeOf<ContentResult<ProductSummary[]>>();
    expectTypeOf(client.recommendations).returns.resolves.toEqualTypeOf<ContentResult<ProductSummary[]>>();
    expectTypeOf(client.snippets).returns.resolves.toEqualTypeOf<ContentResult<Snippet[]>>();
    expectTypeOf(client.storefrontSettings).returns.resolves.toEqualTypeOf<
      ContentResult<StorefrontSettings>
    >();
    expectTypeOf(client.menu).returns.resolves.toEqualTypeOf<ContentResult<MenuItem[]>>();
    expectTypeOf(client.sitemap).returns.resolves.toEqualTypeOf<ContentResult<SitemapListing>>();
    expectTypeOf(client.sitemapEntries).returns.resolves.toEqualTypeOf<ContentResult<SitemapEntry[]>>();
  });

  it('a page narrows by type', () => {
    const page = {} as ContentPage;
    if (page.type === 'category') expectTypeOf(page.products.items).toEqualTypeOf<ProductSummary[]>();
    if (page.type === 'redirect') expectTypeOf(page.code).toEqualTypeOf<number>();
    if (page.type === 'product')
      expectTypeOf(page.product.sizes[0]?.variantId).toEqualTypeOf<string | undefined>();
    // @ts-expect-error a redirect has no products
    page.type === 'redirect' && page.products;
  });

  it('sorting takes the spec sort options only; lookup takes variant or product', () => {
    expectTypeOf(client.page)
      .parameter(0)
      .toHaveProperty('sort')
      .toEqualTypeOf<'popularity' | 'price-asc' | 'price-desc' | 'new' | undefined>();
    expectTypeOf(client.lookup)
      .parameter(0)
      .toHaveProperty('datatype')
      .toEqualTypeOf<'variant' | 'product'>();
  });

  it('every call takes fetch options and a signal', () => {
    expectTypeOf(client.search)
      .parameter(1)
      .toMatchTypeOf<
        { signal?: AbortSignal; next?: { tags?: string[]; revalidate?: number | false } } | undefined
      >();
  });

  it('a result is its data or its error, like ShopResult', () => {
    const result = {} as ContentResult<ContentPage>;
    if (result.error) expectTypeOf(result.data).toEqualTypeOf<undefined>();
    else expectTypeOf(result.data).toEqualTypeOf<ContentPage>();
  });

  it('errors carry the HTTP status as code and the errorId as id', () => {
    expectTypeOf<ContentError['code']>().toEqualTypeOf<number>();
    expectTypeOf<ContentError['id']>().toEqualTypeOf<string | undefined>();
  });
});
