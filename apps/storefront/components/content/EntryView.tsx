import type { ContentPage } from '@shop/content-client';
import { type Device, type EditionKey, routePath } from '@shop/editions';
import { EmptyState } from '@shop/ui';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { ContentElements } from '@/components/content/ContentElements';
import { JsonLd } from '@/components/content/JsonLd';
import { ListingView } from '@/components/listing/ListingView';
import { ProductView } from '@/components/product/ProductView';
import { BundlePageView } from '@/components/product-engagement/BundlePageView';
import { type ListingState, listingQuery, type Query, queryOf, urlWithQuery } from '@/lib/listing';
import { safeRedirectTarget } from '@/lib/return-path';
import { pageDescription } from '@/lib/seo/entry-metadata';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  type Site,
  webSiteJsonLd,
} from '@/lib/seo/json-ld';
import { BRAND_NAME, SHOP_BASE_URL } from '@/lib/site';

/**
 * A content page rendered by its type (spec §2.2). The entry routes use it (through `EntryPage`): the kept
 * catalogue route with the default listing state, the kept listing route with a state, the per-request route with
 * the state and variant of the URL.
 */
export function EntryView({
  edition,
  page,
  path,
  state,
  device,
  requestedVariantId,
  query,
}: {
  edition: EditionKey;
  page: ContentPage;
  /** The public path the page was asked for. */
  path: string;
  state: ListingState;
  /** The page size rendered for (a listing's first row). */
  device: Device;
  requestedVariantId: string | null;
  /** The query of a per-request rendering, for content elements that render it (the manuals filter). */
  query?: Query;
}) {
  const site: Site = { baseUrl: SHOP_BASE_URL, brandName: BRAND_NAME, edition };
  switch (page.type) {
    case 'redirect': {
      const target = safeRedirectTarget(page.target);
      if (!target) notFound();
      return page.code === 301 || page.code === 308 ? permanentRedirect(target) : redirect(target);
    }
    case 'page':
      return (
        <main className="page page--content">
          {page.self.url === routePath(edition, 'home') ? (
            <JsonLd data={[organizationJsonLd(site), webSiteJsonLd(site)]} />
          ) : null}
          <ContentElements elements={page.config.top} edition={edition} query={query} />
          <ContentElements
            elements={page.config.bottom}
            edition={edition}
            query={query}
            leading={page.config.top.length === 0}
          />
        </main>
      );
    case 'category':
    case 'manufacturer':
      return (
        <>
          {page.self.breadcrumb.length ? (
            <JsonLd data={breadcrumbJsonLd(site, page.self.breadcrumb)} />
          ) : null}
          <ListingView page={page} state={state} device={device} />
        </>
      );
    case 'product':
      return (
        <>
          <JsonLd
            data={[
              productJsonLd(site, page.product, pageDescription(page)),
              breadcrumbJsonLd(site, page.product.breadcrumb),
            ]}
          />
          <ProductView product={page.product} edition={edition} requestedVariantId={requestedVariantId} />
        </>
      );
    case 'bundle':
      return <BundlePageView bundle={page.bundle} edition={edition} />;
    case 'webedition':
      // The page service failed and the web edition behind /scrape answered instead (spec §7): its HTML as is (the
      // sandbox's is the page's title alone), then what the shopper misses, with a plain link to the same URL that
      // asks again (it works without JavaScript). Such a page is kept for half a minute only (`fallback` in
      // lib/entry.server.ts), so a try once the service is back soon finds the whole page.
      return (
        <main className="page page--webedition">
          <div dangerouslySetInnerHTML={{ __html: page.html }} />
          <EmptyState
            kind="contentUnavailable"
            action={{ href: urlWithQuery(path, query ?? queryOf(listingQuery(state))) }}
          />
        </main>
      );
    default:
      notFound();
  }
}
