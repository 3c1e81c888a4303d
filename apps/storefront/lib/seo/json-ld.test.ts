import type { ProductDetail } from '@shop/content-client';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  organizationJsonLd,
  productJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from './json-ld';

const site = { baseUrl: 'https://shop.example.com', brandName: 'Vitalis', edition: 'de' as const };

const product = {
  id: '8100000001',
  title: 'Oberarm-Blutdruckmessgerät BM 54',
  url: '/de/p/oberarm-blutdruckmessgeraet-bm-54/',
  image: { src: 'https://media.example.com/bm54.jpg', alt: 'BM 54' },
  images: [
    { src: 'https://media.example.com/bm54.jpg', alt: 'BM 54' },
    { src: 'https://media.example.com/bm54-2.jpg', alt: 'BM 54' },
  ],
  price: { amount: 59.9, currency: 'EUR' },
  priceHistory: [],
  availability: 'fewInStock',
  articleNumber: '655.12',
  manufacturer: 'Vitalis',
  breadcrumb: [
    { title: 'Gesundheit messen', url: '/de/c/gesundheit-messen/' },
    { title: 'Blutdruckmessgeräte', url: '/de/c/blutdruckmessgeraete/' },
    { title: 'Oberarm-Blutdruckmessgerät BM 54', url: '/de/p/oberarm-blutdruckmessgeraet-bm-54/' },
  ],
  sections: { reviews: { average: 4.5, count: 12, histogram: {}, items: [] } },
} as unknown as ProductDetail;

describe('JSON-LD is escaped against closing its script', () => {
  it('no "<" survives, so "</script>" or "<!--" in a text cannot end the script; the JSON reads back the same', () => {
    const data = {
      '@type': 'Product',
      name: 'Evil </script><script>alert(1)</script> & <!-- co',
      description: 'line\u2028separator\u2029paragraph > end',
    };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it('a list of nodes is one JSON array', () => {
    expect(JSON.parse(serializeJsonLd([organizationJsonLd(site), webSiteJsonLd(site)]))).toHaveLength(2);
  });
});

describe('home: Organization and WebSite with a SearchAction', () => {
  it('the organization is the brand with the edition home and the manifest icon as logo', () => {
    expect(organizationJsonLd(site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Vitalis',
      url: 'https://shop.example.com/de/',
      logo: 'https://shop.example.com/icon-512.png',
    });
  });

  it("the search action sends the phrase as q to the edition's search route", () => {
    const de = webSiteJsonLd(site);
    expect(de.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: 'https://shop.example.com/search-de?q={search_term_string}',
      },
      'query-input': 'required name=search_term_string',
    });
    expect(de.inLanguage).toBe('de-DE');
    const uk = webSiteJsonLd({ ...site, edition: 'gb' });
    expect(uk.url).toBe('https://shop.example.com/uk/');
    expect(JSON.stringify(uk.potentialAction)).toContain(
      'https://shop.example.com/uk/search?q={search_term_string}',
    );
    expect(webSiteJsonLd({ ...site, edition: 'fr' }).potentialAction).toMatchObject({
      target: { urlTemplate: 'https://shop.example.com/recherche?q={search_term_string}' },
    });
  });
});

describe('product pages: Product with an Offer', () => {
  it('name, canonical url, sku, images, brand, the offer with price, currency and availability, the rating', () => {
    const ld = productJsonLd(site, product, 'Misst am Oberarm.');
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Oberarm-Blutdruckmessgerät BM 54',
      url: 'https://shop.example.com/de/p/oberarm-blutdruckmessgeraet-bm-54/',
      description: 'Misst am Oberarm.',
      sku: '655.12',
      image: ['https://media.example.com/bm54.jpg', 'https://media.example.com/bm54-2.jpg'],
      brand: { '@type': 'Brand', name: 'Vitalis' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example.com/de/p/oberarm-blutdruckmessgeraet-bm-54/',
        price: '59.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/LimitedAvailability',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
    });
  });

  it('availability follows the product status; a product without a price or reviews has no offer or rating', () => {
    const soldOut = productJsonLd(site, { ...product, availability: 'soldOut' }, '');
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(soldOut).not.toHaveProperty('description');
    const bare = productJsonLd(
      site,
      {
        ...product,
        price: null,
        sections: { ...product.sections, reviews: { ...product.sections.reviews, count: 0 } },
      },
      '',
    );
    expect(bare).not.toHaveProperty('offers');
    expect(bare).not.toHaveProperty('aggregateRating');
  });

  it("the recommended retail price is the offer's list price only when the 90-day rule lets the page show it", () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const withRrp = (endedDaysAgo: number) =>
      ({
        ...product,
        price: { amount: 59.9, recommendedRetail: 79.99, currency: 'EUR' },
        priceHistory: [
          { validFrom: daysAgo(400), amount: 79.99 },
          { validFrom: daysAgo(endedDaysAgo), amount: 59.9 },
        ],
      }) as ProductDetail;
    expect(productJsonLd(site, withRrp(30), '').offers).toMatchObject({
      price: '59.90',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/ListPrice',
        price: '79.99',
        priceCurrency: 'EUR',
      },
    });
    expect(productJsonLd(site, withRrp(120), '').offers).not.toHaveProperty('priceSpecification');
  });

  it('a global-edition url is canonical under /global/', () => {
    const ld = productJsonLd({ ...site, edition: 'en' }, { ...product, url: '/en/p/bm-54/' }, '');
    expect(ld.url).toBe('https://shop.example.com/global/p/bm-54/');
  });
});

describe('BreadcrumbList', () => {
  it('lists the trail in order with absolute canonical urls, leaving out items without a title or url', () => {
    const ld = breadcrumbJsonLd(site, [...product.breadcrumb, { title: '', url: '/de/x/' }]);
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'Gesundheit messen',
          item: 'https://shop.example.com/de/c/gesundheit-messen/',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Blutdruckmessgeräte',
          item: 'https://shop.example.com/de/c/blutdruckmessgeraete/',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Oberarm-Blutdruckmessgerät BM 54',
          item: 'https://shop.example.com/de/p/oberarm-blutdruckmessgeraet-bm-54/',
        },
      ],
    });
  });
});
