import type { Availability, BreadcrumbItem, ProductDetail } from '@shop/content-client';
import { canonicalUrl, type EditionKey, getEdition, routePath, SEARCH_PHRASE_PARAM } from '@shop/editions';
import { mayShowRecommendedRetailPrice } from '../price-rules';
import { BRAND_LOGO_PATH } from './manifest';

/** A schema.org node as search engines read it from `<script type="application/ld+json">`. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

const SCHEMA = 'https://schema.org' as const;

/**
 * JSON for an inline script: `<`, `>` and `&` as unicode escapes, so no text of the data (a product title holding
 * `</script>`, say) can close the script or open a comment; line and paragraph separators escaped for old parsers.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface Site {
  /** The storefront's public origin. */
  baseUrl: string;
  brandName: string;
  edition: EditionKey;
}

const absolute = (site: Site, path: string) => canonicalUrl(site.baseUrl, path) ?? path;
const homeUrl = (site: Site) => absolute(site, routePath(site.edition, 'home') ?? '/');

/** The shop's maker on the home page: name, home and logo (the icon of the web manifest). */
export function organizationJsonLd(site: Site): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: site.brandName,
    url: homeUrl(site),
    logo: `${site.baseUrl.replace(/\/+$/, '')}${BRAND_LOGO_PATH}`,
  };
}

/** The edition as a web site whose search engines may send a phrase to the edition's search route. */
export function webSiteJsonLd(site: Site): JsonLd {
  const search = `${site.baseUrl.replace(/\/+$/, '')}${getEdition(site.edition).searchRoute}`;
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: site.brandName,
    url: homeUrl(site),
    inLanguage: getEdition(site.edition).locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${search}?${SEARCH_PHRASE_PARAM}={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** The trail of a category or product page; items without a title or url are left out. */
export function breadcrumbJsonLd(site: Site, trail: readonly BreadcrumbItem[]): JsonLd {
  const items = trail.filter((item) => item.title && item.url);
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      item: absolute(site, item.url),
    })),
  };
}

const AVAILABILITY: Readonly<Record<Availability, string>> = {
  inStock: 'https://schema.org/InStock',
  fewInStock: 'https://schema.org/LimitedAvailability',
  // Not orderable now (the page offers the back-in-stock form), so no back order.
  backInStockShortly: 'https://schema.org/OutOfStock',
  notAvailableOnline: 'https://schema.org/OutOfStock',
  soldOut: 'https://schema.org/SoldOut',
};

/**
 * A product with the offer its page makes (the tile price: the cheapest variant), the recommended retail price as
 * the offer's list price when the page may show it (§9, 90 days), and its rating when rated.
 */
export function productJsonLd(site: Site, product: ProductDetail, description: string): JsonLd {
  const url = absolute(site, product.url);
  const { reviews } = product.sections;
  const rrp = product.price?.recommendedRetail;
  const listPrice =
    product.price && rrp !== undefined && mayShowRecommendedRetailPrice(rrp, product.priceHistory)
      ? {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceType: 'https://schema.org/ListPrice',
            price: rrp.toFixed(2),
            priceCurrency: product.price.currency,
          },
        }
      : {};
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.title,
    url,
    ...(description ? { description } : {}),
    ...(product.articleNumber ? { sku: product.articleNumber } : {}),
    ...(product.images.length ? { image: product.images.map((image) => image.src) } : {}),
    ...(product.manufacturer ? { brand: { '@type': 'Brand', name: product.manufacturer } } : {}),
    ...(product.price
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: product.price.amount.toFixed(2),
            priceCurrency: product.price.currency,
            availability: AVAILABILITY[product.availability],
            itemCondition: 'https://schema.org/NewCondition',
            ...listPrice,
          },
        }
      : {}),
    ...(reviews.count > 0 && reviews.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.count,
          },
        }
      : {}),
  };
}
