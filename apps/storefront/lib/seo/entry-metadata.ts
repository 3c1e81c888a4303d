import type { ContentImage, ContentPage } from '@shop/content-client';
import { alternateLinks, canonicalUrl, type EditionKey } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import type { Metadata } from 'next';
import { type ListingState, listingQuery } from '@/lib/listing';
import { BRAND_NAME, SHOP_BASE_URL } from '@/lib/site';
import { metaDescription, plainText } from './description';
import { openGraph } from './open-graph';

/** The shop's own description in an edition's language: home, and every page without a description of its own. */
export async function shopDescription(edition: EditionKey, brandName: string): Promise<string> {
  return (await getIntl(edition)).t('seo.shop.description', { brand: brandName });
}

interface PageMeta {
  title: string;
  /** The page's own description, uncut; '' when it has none. */
  description: string;
  selfLinks: Partial<Record<string, string>>;
  image: ContentImage | null;
}

function metaOf(page: ContentPage): PageMeta {
  switch (page.type) {
    case 'category':
    case 'manufacturer':
    case 'page':
      return {
        title: page.self.metaTitle || page.self.title,
        description: page.self.metaDescription || page.self.description,
        selfLinks: page.self.selfLinks,
        image: null,
      };
    case 'product':
      return {
        title: page.product.metaTitle || page.product.title,
        description: page.product.metaDescription || plainText(page.product.sections.overviewHtml),
        selfLinks: page.product.selfLinks,
        image: page.product.images[0] ?? page.product.image,
      };
    case 'bundle':
      return {
        title: page.bundle.title,
        description: page.bundle.description,
        selfLinks: page.bundle.selfLinks,
        image: null,
      };
    default:
      return { title: '', description: '', selfLinks: {}, image: null };
  }
}

/** A page's own description cut for a meta description; '' when the page has none. */
export function pageDescription(page: ContentPage): string {
  return metaDescription(metaOf(page).description);
}

export interface PageMetadataInput {
  edition: EditionKey;
  page: ContentPage;
  /** The public path the page was asked for. */
  path: string;
  state: ListingState;
  baseUrl: string;
  brandName: string;
}

/**
 * Title, description (the page's own, else the shop's), canonical and hreflang links and Open Graph tags of a
 * content page; filtered and sorted states are not indexed.
 */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const { edition, page, path, state, baseUrl, brandName } = input;
  const meta = metaOf(page);
  const description = pageDescription(page) || metaDescription(await shopDescription(edition, brandName));
  // A product asked for by its id (`/{lang}/p/{id}`, spec §2.2) is the page of its SEO url: one canonical for both.
  const own = page.type === 'product' && page.product.url ? page.product.url : path;
  const canonical = canonicalUrl(baseUrl, own) ?? undefined;
  const filtered = listingQuery({ ...state, page: 1 }).toString() !== '';
  return {
    title: meta.title,
    description,
    alternates: {
      canonical,
      languages: Object.fromEntries(
        alternateLinks(baseUrl, meta.selfLinks).map((link) => [link.hreflang, link.href]),
      ),
    },
    openGraph: openGraph({
      edition,
      brandName,
      title: meta.title,
      description,
      url: canonical,
      image: meta.image,
    }),
    // Filtered and sorted states are shareable but not separate pages for search engines.
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
  };
}

/** The metadata of a content page on this storefront (its public origin and brand). */
export function entryMetadata(
  edition: EditionKey,
  page: ContentPage,
  path: string,
  state: ListingState,
): Promise<Metadata> {
  return pageMetadata({ edition, page, path, state, baseUrl: SHOP_BASE_URL, brandName: BRAND_NAME });
}
