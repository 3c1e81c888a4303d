import { EDITION_KEYS } from '@shop/editions';
import { describe, expect, it } from 'vitest';
import { editionOfSitemapFile, editionSitemapPath, sitemapIndexXml, sitemapUrls, urlsetXml } from './sitemap';

const BASE = 'https://shop.example.com';

describe('the sitemap index lists one sitemap per edition', () => {
  it('nine sitemaps named by the public prefix, on the public origin', () => {
    const xml = sitemapIndexXml(`${BASE}/`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex')).toBe(true);
    const locs = [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc><\/sitemap>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(EDITION_KEYS.length);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${BASE}/sitemap/de.xml`,
        `${BASE}/sitemap/global.xml`,
        `${BASE}/sitemap/uk.xml`,
      ]),
    );
  });

  it('a sitemap file name gives its edition back; other names give none', () => {
    for (const edition of EDITION_KEYS) {
      expect(editionOfSitemapFile(editionSitemapPath(edition).replace('/sitemap/', ''))).toBe(edition);
    }
    for (const file of ['en.xml', 'gb.xml', 'xx.xml', 'de', 'de.xml.gz', '../de.xml', 'DE.xml']) {
      expect(editionOfSitemapFile(file)).toBeNull();
    }
  });
});

describe("an edition's sitemap lists each page at its canonical url with its hreflang alternates", () => {
  const urls = sitemapUrls(BASE, [
    {
      type: 'product',
      url: '/global/p/bm-54/',
      selfLinks: { en: '/en/p/bm-54/', de: '/de/p/bm-54/', gb: '/gb/p/bm-54/', es: '/es/p/bm-54/' },
    },
    { type: 'page', url: '/global/', selfLinks: {} },
  ]);

  it('canonical locations (/en/ as /global/, /gb/ as /uk/), alternates of every edition but the hidden Spanish one', () => {
    expect(urls).toEqual([
      {
        loc: `${BASE}/global/p/bm-54/`,
        alternates: [
          { hreflang: 'de', href: `${BASE}/de/p/bm-54/` },
          { hreflang: 'en', href: `${BASE}/global/p/bm-54/` },
          { hreflang: 'en-GB', href: `${BASE}/uk/p/bm-54/` },
        ],
      },
      { loc: `${BASE}/global/`, alternates: [] },
    ]);
  });

  it('writes a urlset with the xhtml namespace and one xhtml:link per alternate, escaping XML', () => {
    const xml = urlsetXml([...urls, { loc: `${BASE}/de/c/a&b/`, alternates: [] }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<url><loc>${BASE}/global/p/bm-54/</loc><xhtml:link rel="alternate" hreflang="de" href="${BASE}/de/p/bm-54/"/>`,
    );
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(3);
    expect(xml).toContain(`<loc>${BASE}/de/c/a&amp;b/</loc>`);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});
