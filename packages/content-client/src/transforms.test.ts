import { describe, expect, it } from 'vitest';
import { anonymizeIp, parseExperiments } from './constraints.js';
import { publicPath } from './links';
import {
  headerSubmenusOf,
  toAggregations,
  toContentPage,
  toMenu,
  toProductDetail,
  toProductSummary,
  toSitemapListing,
  toSnippets,
  toStorefrontSettings,
} from './transforms.js';

const ctx = { currency: 'EUR' as const };

describe('toProductSummary reads what is there', () => {
  const full = {
    id: '1',
    type: 'product',
    fields: {
      id: '1',
      title: 'Scale',
      url: '/en/p/scale/',
      currency: 'GBP',
      price: 19.99,
      strikethrough_price: 24.99,
      recommended_retail_price: 29.99,
      tracking_price: 22.99,
      price_history: [
        { valid_from: '2026-01-01T00:00:00.000Z', price: 29.99 },
        { valid_from: 'not a date without price' },
        { valid_from: '2026-06-01T00:00:00.000Z', price: '19.99' },
      ],
      picture_url_main: 'https://x/a.jpg',
      images: [{ src: 'https://x/a.jpg', alt: 'Scale' }],
      status: 'few_in_stock',
      badges: ['New'],
      key_features: ['Bluetooth', 'Arrhythmia detection'],
      colors_count: 2,
      variants: [
        { id: 'gid://shopify/ProductVariant/9', title: 'M', price: 19.99, stock: 3, available: true },
      ],
      sizes: [{ id: 'gid://shopify/ProductVariant/9', title: 'M', available: true }],
      category: [{ catid: '3', title: 'Scales', url: '/gb/c/scales/' }],
    },
  };

  it('a size carries the colour of its variant, so a size that comes in two colours can be told apart', () => {
    const raw = {
      ...full,
      fields: {
        ...full.fields,
        variants: [
          { id: 'v1', size: 'M', colour: 'Black', stock: 1 },
          { id: 'v2', size: 'M', colour: 'White', stock: 0 },
        ],
        sizes: [
          { id: 'v1', title: 'M' },
          { id: 'v2', title: 'M', available: false },
        ],
      },
    };
    expect(toProductSummary(raw, ctx)?.sizes).toEqual([
      { variantId: 'v1', title: 'M', colour: 'Black', available: true },
      { variantId: 'v2', title: 'M', colour: 'White', available: false },
    ]);
  });

  it('a full document: tile price, public url, availability, sizes with shop variant ids', () => {
    const summary = toProductSummary(full, ctx);
    expect(summary).toMatchObject({
      id: '1',
      url: '/global/p/scale/',
      price: { amount: 19.99, compareAt: 24.99, recommendedRetail: 29.99, currency: 'GBP' },
      availability: 'fewInStock',
      image: { src: 'https://x/a.jpg', alt: 'Scale' },
      sizes: [{ variantId: 'gid://shopify/ProductVariant/9', title: 'M', colour: null, available: true }],
      categories: [{ id: '3', url: '/uk/c/scales/' }],
      trackingPrice: 22.99,
      keyFeatures: ['Bluetooth', 'Arrhythmia detection'],
      priceHistory: [
        { validFrom: '2026-01-01T00:00:00.000Z', amount: 29.99 },
        { validFrom: '2026-06-01T00:00:00.000Z', amount: 19.99 },
      ],
    });
    expect(toProductSummary({ id: '2' }, ctx)?.priceHistory).toEqual([]);
  });

  it('missing images give no image; overviewImages are used when images are absent', () => {
    expect(toProductSummary({ fields: { id: '2', title: 'x' } }, ctx)?.image).toBeNull();
    const fromOverview = toProductSummary(
      { id: '2', picture_url_main: 'm.jpg', overviewImages: ['m.jpg', 'b.jpg'] },
      ctx,
    );
    expect(fromOverview?.images.map((i) => i.src)).toEqual(['m.jpg', 'b.jpg']);
    expect(toProductSummary({ id: '2', images: [{ alt: 'no src' }, null, 3] }, ctx)?.images).toEqual([]);
  });

  it('null and non-numeric prices give no price; a strikethrough not above the price is not shown', () => {
    expect(toProductSummary({ id: '3', price: null }, ctx)?.price).toBeNull();
    expect(toProductSummary({ id: '3', price: 'abc' }, ctx)?.price).toBeNull();
    const same = toProductSummary({ id: '3', price: '10.00', strikethrough_price: 10 }, ctx);
    expect(same?.price).toEqual({ amount: 10, currency: 'EUR' });
  });

  it('empty attribute lists and unknown status: sold out when no variant is available', () => {
    const summary = toProductSummary(
      { id: '4', variants: [], sizes: [{}], category: null, badges: [null, ''] },
      ctx,
    );
    expect(summary).toMatchObject({
      variants: [],
      sizes: [],
      categories: [],
      badges: [],
      availability: 'soldOut',
    });
    const unknown = toProductSummary({ id: '4', status: 'weird', variants: [{ id: 'v', stock: 2 }] }, ctx);
    expect(unknown?.availability).toBe('inStock');
  });

  it('a document without an id, or not an object, is left out', () => {
    expect(toProductSummary({ fields: { title: 'no id' } }, ctx)).toBeNull();
    expect(toProductSummary(null, ctx)).toBeNull();
    expect(toProductSummary('x', ctx)).toBeNull();
  });
});

describe('toAggregations', () => {
  it('list, range and boolean by position; broken entries are skipped', () => {
    const aggregations = toAggregations({
      in_stock: {
        key: 'in_stock',
        title: 'In stock',
        type: 'checkbox',
        values: { 1: { key: '1', count: 5 } },
        selectedValues: ['1'],
        position: 3,
      },
      price: {
        key: 'price',
        title: 'Price',
        type: 'range_slider_price',
        min: 1,
        max: 9,
        selectedValues: { from: 2, to: null },
        position: 2,
      },
      size: {
        key: 'size',
        title: 'Size',
        type: 'list_multiselect',
        values: { M: { key: 'M', count: 2, position: 1 }, S: { key: 'S', count: 1, position: 0 } },
        selectedValues: [],
        position: 1,
      },
      broken: { title: 'no key' },
    });
    expect(aggregations).toEqual([
      {
        kind: 'list',
        key: 'size',
        title: 'Size',
        position: 1,
        values: [
          { key: 'S', count: 1 },
          { key: 'M', count: 2 },
        ],
        selected: [],
      },
      {
        kind: 'range',
        key: 'price',
        title: 'Price',
        position: 2,
        min: 1,
        max: 9,
        selected: { from: 2, to: null },
      },
      { kind: 'boolean', key: 'in_stock', title: 'In stock', position: 3, count: 5, selected: true },
    ]);
    expect(toAggregations(null)).toEqual([]);
  });
});

describe('toContentPage', () => {
  it('maps the service types to ours and throws on an unknown type', () => {
    expect(
      toContentPage({ type: 'redirect', language: 'gb', data: { target: '/gb/c/x/', code: 302 } }, ctx),
    ).toMatchObject({
      type: 'redirect',
      target: '/uk/c/x/',
      code: 302,
    });
    const category = toContentPage({ type: 'category', language: 'de', data: {} }, ctx);
    expect(category).toMatchObject({
      type: 'category',
      products: { items: [], total: 0, aggregations: [] },
      banners: [],
    });
    expect(() => toContentPage({ type: 'hologram', data: {} }, ctx)).toThrow(/Unknown page type/);
    expect(() => toContentPage({ type: 'makaira-productgroup', data: { self: {} } }, ctx)).toThrow(
      /no product/,
    );
  });

  it('hands out editorial HTML sanitised: a webedition page and a product overview', () => {
    const page = toContentPage(
      {
        type: 'webedition',
        language: 'de',
        data: { url: '/de/x', html: '<p onclick="x()">Hi<script>x()</script></p>' },
      },
      ctx,
    );
    expect(page).toMatchObject({ type: 'webedition', html: '<p>Hi</p>' });
    const product = toProductDetail(
      { id: 'p1', title: 'Scale', sections: { overview: { html: '<img src="javascript:x()" alt="a">' } } },
      ctx,
    );
    expect(product?.sections.overviewHtml).toBe('<img alt="a" />');
  });
});

describe('recycling_data', () => {
  it('lists every entry with its fee in the entry’s currency, else the document’s; entries without a class are dropped', () => {
    const product = toProductDetail(
      {
        id: 'p1',
        currency: 'PLN',
        recycling_class: 'B',
        recycling_price: 2,
        recycling_data: [
          { class: 'B', price: 2 },
          { class: 'C', price: '0.2', currency: 'EUR' },
          { class: '', price: 1 },
          'junk',
        ],
      },
      ctx,
    );
    expect(product?.recyclingData).toEqual([
      { class: 'B', price: { amount: 2, currency: 'PLN' } },
      { class: 'C', price: { amount: 0.2, currency: 'EUR' } },
    ]);
  });

  it('falls back to the product’s own class and fee when the list is empty or missing', () => {
    const own = toProductDetail(
      { id: 'p1', recycling_class: 'A', recycling_price: 0.5, recycling_data: [] },
      ctx,
    );
    expect(own?.recyclingData).toEqual([{ class: 'A', price: { amount: 0.5, currency: ctx.currency } }]);
    expect(toProductDetail({ id: 'p2' }, ctx)?.recyclingData).toEqual([]);
  });
});

describe('toSitemapListing', () => {
  it('maps the product group to product, urls to public paths, and keeps self links as the service gives them', () => {
    const listing = toSitemapListing({
      items: [
        { id: 'home-en', type: 'page', fields: { url: '/en/', selfLinks: { en: '/en/', gb: '/gb/' } } },
        {
          id: '7',
          type: 'makaira-productgroup',
          fields: { url: '/en/p/scale/', selfLinks: { de: '/de/p/waage/' } },
        },
        { id: '3', type: 'category', fields: { url: '/gb/c/scales/' } },
      ],
      count: 3,
      total: 40,
      offset: 20,
    });
    expect(listing).toEqual({
      entries: [
        { type: 'page', url: '/global/', selfLinks: { en: '/en/', gb: '/gb/' } },
        { type: 'product', url: '/global/p/scale/', selfLinks: { de: '/de/p/waage/' } },
        { type: 'category', url: '/uk/c/scales/', selfLinks: {} },
      ],
      total: 40,
      offset: 20,
    });
  });

  it('leaves out entries of an unknown type or without a url; junk gives an empty listing', () => {
    const listing = toSitemapListing({
      items: [
        { id: 'x', type: 'manufacturer', fields: { url: '/de/m/x/' } },
        { id: 'y', type: 'page', fields: {} },
        'junk',
      ],
    });
    expect(listing).toEqual({ entries: [], total: 0, offset: 0 });
    expect(toSitemapListing(null)).toEqual({ entries: [], total: 0, offset: 0 });
  });
});

describe('menu, snippets and settings', () => {
  it('picks the language of per-language texts and links; tolerates a bare list and junk', () => {
    const menu = toMenu(
      {
        menu: [
          {
            uuid: 'u',
            text: { en: 'Scales', fr: 'Balances' },
            link: { en: '/en/c/s/' },
            children: 'x',
            submenu: null,
          },
        ],
      },
      'en',
    );
    expect(menu).toEqual([
      expect.objectContaining({
        uuid: 'u',
        text: 'Scales',
        link: '/global/c/s/',
        children: [],
        submenu: null,
      }),
    ]);
    expect(toMenu(null, 'de')).toEqual([]);
  });

  it("reads the header snippet's header-submenu: each submenu with its entry's url, junk left out", () => {
    const [header] = toSnippets([
      {
        data: {
          snippetId: 'header-snippet',
          config: {
            top: {
              elements: [
                { id: 'p', component: 'header-promotions', properties: { content: { items: [] } } },
                {
                  id: 's',
                  component: 'header-submenu',
                  properties: {
                    content: {
                      submenus: [
                        {
                          url: '/en/c/scales/',
                          text: 'Scales',
                          targetBlank: false,
                          categories: [
                            {
                              heading: { text: 'Scales', url: '/en/c/scales/' },
                              columns: [{ text: 'Body', url: '/en/c/body/', uuid: 'u1' }],
                            },
                          ],
                          articles: [
                            {
                              image: 'a.jpg',
                              text: 'New',
                              button_url: '/en/p/1',
                              button_text: 'See',
                              targetBlank: true,
                            },
                          ],
                          banners: [],
                        },
                        { text: 'No url' },
                        'junk',
                      ],
                    },
                  },
                },
              ],
            },
          },
        },
      },
    ]);
    expect(headerSubmenusOf(header)).toEqual([
      {
        url: '/global/c/scales/',
        text: 'Scales',
        targetBlank: false,
        categories: [
          {
            heading: { text: 'Scales', url: '/global/c/scales/', targetBlank: false },
            columns: [{ text: 'Body', url: '/global/c/body/', targetBlank: false, uuid: 'u1' }],
          },
        ],
        articles: [
          { image: 'a.jpg', text: 'New', buttonUrl: '/global/p/1', buttonText: 'See', targetBlank: true },
        ],
        banners: [],
      },
    ]);
    expect(headerSubmenusOf(undefined)).toEqual([]);
  });

  it('reads css, flagIcon, lastLevel, code, a per-language or plain label and a per-language allLink', () => {
    const [item] = toMenu(
      [
        {
          uuid: 'u',
          text: { de: 'Neu' },
          link: { de: '/de/c/neu/' },
          css: 'highlight',
          flagIcon: 'flag-at',
          lastLevel: true,
          code: 'AT',
          label: { de: 'Neu', en: 'New' },
          allLink: { de: '/de/c/neu/', en: '/en/c/new/' },
        },
      ],
      'de',
    );
    expect(item).toMatchObject({
      css: 'highlight',
      flagIcon: 'flag-at',
      lastLevel: true,
      code: 'AT',
      label: 'Neu',
      allLink: '/de/c/neu/',
    });
    const [plain] = toMenu([{ uuid: 'v', label: 'Sale', allLink: 'Alle anzeigen' }], 'de');
    // A label given once for all languages is kept; an allLink that is no link is none.
    expect(plain).toMatchObject({ label: 'Sale', allLink: null, lastLevel: false, css: '', flagIcon: null });
  });

  it('storefront settings come from the first element; defaults when it is missing', () => {
    const [settings] = toSnippets([
      {
        data: {
          snippetId: 'storefront-settings',
          config: {
            top: {
              elements: [
                {
                  component: 's',
                  properties: {
                    content: { catalogueMode: true, orderMinPrice: '49', freeShippingProductIds: [1, '2'] },
                  },
                },
              ],
            },
          },
        },
      },
      { data: {} },
    ]);
    expect(toStorefrontSettings(settings)).toEqual({
      catalogueMode: true,
      orderMinPrice: 49,
      newsletterEnabled: true,
      freeShippingProductIds: ['1', '2'],
    });
    expect(toStorefrontSettings(undefined)).toEqual({
      catalogueMode: false,
      orderMinPrice: null,
      newsletterEnabled: true,
      freeShippingProductIds: [],
    });
  });
});

describe('constraints helpers', () => {
  it('anonymises IPv4, IPv6 and forwarded lists', () => {
    expect(anonymizeIp('203.0.113.77')).toBe('203.0.0.0');
    expect(anonymizeIp('203.0.113.77, 10.0.0.1')).toBe('203.0.0.0');
    expect(anonymizeIp('2001:db8:85a3:0:0:8a2e:370:7334')).toBe('2001:db8:85a3::');
    expect(anonymizeIp(undefined)).toBe('');
  });

  it('reads the mak_experiments cookie as JSON (encoded or not), null otherwise', () => {
    expect(parseExperiments('%5B%7B%22experiment%22%3A1%7D%5D')).toEqual([{ experiment: 1 }]);
    expect(parseExperiments('[{"experiment":2}]')).toEqual([{ experiment: 2 }]);
    expect(parseExperiments('not json')).toBeNull();
    expect(parseExperiments(undefined)).toBeNull();
  });

  it('publicPath maps the content service language to the public prefix', () => {
    expect(publicPath('/en/c/x/')).toBe('/global/c/x/');
    expect(publicPath('/gb/')).toBe('/uk/');
    expect(publicPath('/engine/')).toBe('/engine/');
  });
});
