import type { ContentPage } from '@shop/content-client';
import { alternateLinks, canonicalUrl, type EditionKey } from '@shop/editions';
import { ListingLayout, Price, ProductGrid } from '@shop/ui';
import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { ContentElements } from '@/components/ContentElements';
import { ListingView } from '@/components/entry/ListingView';
import { ProductView } from '@/components/entry/ProductView';
import { type ListingState, listingQuery, toTileData } from '@/lib/listing';
import { SHOP_BASE_URL } from '@/lib/site';

/** Title, description, canonical and hreflang links of a content page; filtered states are not indexed. */
export function entryMetadata(page: ContentPage, path: string, state: ListingState): Metadata {
  const meta = metaOf(page);
  const filtered = listingQuery({ ...state, page: 1 }).toString() !== '';
  return {
    title: meta.title,
    description: meta.description.slice(0, 154),
    alternates: {
      canonical: canonicalUrl(SHOP_BASE_URL, path) ?? undefined,
      languages: Object.fromEntries(
        alternateLinks(SHOP_BASE_URL, meta.selfLinks).map((link) => [link.hreflang, link.href]),
      ),
    },
    // Filtered and sorted states are shareable but not separate pages for search engines.
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  };
}

function metaOf(page: ContentPage) {
  switch (page.type) {
    case 'category':
    case 'manufacturer':
    case 'page':
      return {
        title: page.self.metaTitle || page.self.title,
        description: page.self.metaDescription || page.self.description,
        selfLinks: page.self.selfLinks,
      };
    case 'product':
      return {
        title: page.product.metaTitle || page.product.title,
        description: page.product.metaDescription,
        selfLinks: page.product.selfLinks,
      };
    case 'bundle':
      return {
        title: page.bundle.title,
        description: page.bundle.description,
        selfLinks: page.bundle.selfLinks,
      };
    default:
      return { title: '', description: '', selfLinks: {} };
  }
}

/**
 * A content page rendered by its type (spec §2.2). Both entry routes use it: the cached catalogue route with the
 * default listing state, the per-request route with the state and variant of the URL.
 */
export function EntryView({
  edition,
  page,
  state,
  requestedVariantId,
}: {
  edition: EditionKey;
  page: ContentPage;
  state: ListingState;
  requestedVariantId: string | null;
}) {
  switch (page.type) {
    case 'redirect':
      return page.code === 301 || page.code === 308 ? permanentRedirect(page.target) : redirect(page.target);
    case 'page':
      return (
        <main className="page page--content">
          <ContentElements elements={page.config.top} edition={edition} />
          <ContentElements elements={page.config.bottom} edition={edition} />
        </main>
      );
    case 'category':
    case 'manufacturer':
      return <ListingView page={page} state={state} />;
    case 'product':
      return <ProductView product={page.product} requestedVariantId={requestedVariantId} />;
    case 'bundle':
      return (
        <main className="page">
          <ListingLayout heading={page.bundle.title} total={page.bundle.items.length}>
            <Price
              amount={page.bundle.price?.amount ?? null}
              compareAt={page.bundle.strikethroughPrice?.amount ?? null}
            />
            <ProductGrid
              products={page.bundle.items.map((item) => toTileData(item.product))}
              headingLevel={2}
            />
          </ListingLayout>
        </main>
      );
    case 'webedition':
      // The page service failed and the web edition behind /scrape answered instead (spec §7): its HTML as is.
      return <div className="page" dangerouslySetInnerHTML={{ __html: page.html }} />;
    default:
      notFound();
  }
}
