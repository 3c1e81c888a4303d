import type { SitemapEntry } from '@shop/content-client';
import {
  type AlternateLink,
  alternateLinks,
  canonicalUrl,
  EDITION_KEYS,
  type EditionKey,
  editionFromPath,
  getEdition,
} from '@shop/editions';

/** Where crawlers find the index of the editions' sitemaps (robots.txt names it). */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** An edition's sitemap, named by the edition's public prefix: `/sitemap/de.xml`, `/sitemap/global.xml`, `/sitemap/uk.xml`. */
export function editionSitemapPath(edition: EditionKey): string {
  return `/sitemap/${getEdition(edition).pathPrefix}.xml`;
}

/** The edition of a sitemap file name (`uk.xml` → gb); `null` for any other name. */
export function editionOfSitemapFile(file: string): EditionKey | null {
  const prefix = /^([a-z]+)\.xml$/.exec(file)?.[1];
  const edition = prefix ? editionFromPath(`/${prefix}/`) : undefined;
  return edition && getEdition(edition).pathPrefix === prefix ? edition : null;
}

export interface SitemapUrl {
  loc: string;
  alternates: AlternateLink[];
}

const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The sitemap index: one sitemap per edition. */
export function sitemapIndexXml(baseUrl: string): string {
  const origin = baseUrl.replace(/\/+$/, '');
  const sitemaps = EDITION_KEYS.map(
    (edition) => `<sitemap><loc>${escapeXml(`${origin}${editionSitemapPath(edition)}`)}</loc></sitemap>`,
  );
  return `${XML_DECLARATION}\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** The canonical url of each entry with its hreflang alternates; entries without a canonical url are left out. */
export function sitemapUrls(baseUrl: string, entries: readonly SitemapEntry[]): SitemapUrl[] {
  return entries.flatMap((entry) => {
    const loc = canonicalUrl(baseUrl, entry.url);
    return loc ? [{ loc, alternates: alternateLinks(baseUrl, entry.selfLinks) }] : [];
  });
}

/** A sitemap of urls, each with its language alternates as `xhtml:link` (Google's hreflang in sitemaps). */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls.map(({ loc, alternates }) =>
    [
      `<url><loc>${escapeXml(loc)}</loc>`,
      ...alternates.map(
        (link) =>
          `<xhtml:link rel="alternate" hreflang="${escapeXml(link.hreflang)}" href="${escapeXml(link.href)}"/>`,
      ),
      '</url>',
    ].join(''),
  );
  return `${XML_DECLARATION}\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body.join('\n')}\n</urlset>\n`;
}
