import { describe, expect, it } from 'vitest';
import { call, constraints, type Instance, ok, page, rootCategoryUrls, shopPrice } from './content';
import type { Json } from './http';

const ids = (group: Json) => (group.items as Json[]).map((item) => item.id as string);

describe('POST /enterprise/page resolves a category url', () => {
  it.each([
    ['de', 'live'],
    ['fr', 'live_europe'],
    ['pl', 'live_europe'],
    ['gb', 'live_europe'],
    ['en', 'live_europe'],
  ])(
    'in %s: self, breadcrumb, self links per language, products with total and aggregations',
    async (language) => {
      const [url] = await rootCategoryUrls(language);
      const answer = await page(url as string, language);
      expect(answer.type).toBe('category');
      expect(answer.language).toBe(language);
      const { self, product, banners, config } = answer.data;
      expect(self.url).toBe(url);
      expect(self.title).not.toBe('');
      expect(self.navigation.breadcrumb.at(-1).url).toBe(url);
      expect(Object.keys(self.selfLinks).sort()).toEqual([
        'de',
        'en',
        'es',
        'fr',
        'gb',
        'id',
        'it',
        'nl',
        'pl',
      ]);
      expect(self.selfLinks[language]).toBe(url);
      expect(product.total).toBeGreaterThan(0);
      expect(product.count).toBe(product.items.length);
      expect(Object.keys(product.aggregations)).toEqual(expect.arrayContaining(['price', 'in_stock']));
      const fields = product.items[0].fields;
      expect(fields.url).toMatch(new RegExp(`^/${language}/p/`));
      expect(fields.variants[0].id).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
      expect(fields.picture_url_main).toMatch(/\/cdn\/shop\/files\/.+\.jpg$/);
      expect(Array.isArray(banners)).toBe(true);
      expect(config.top.elements).toEqual([]);
    },
  );

  it('the global edition is known by /en/ urls (and the public /global/ prefix)', async () => {
    const [url] = await rootCategoryUrls('en');
    expect(url).toMatch(/^\/en\/c\//);
    const viaGlobal = await page((url as string).replace(/^\/en\//, '/global/'), 'en');
    expect(viaGlobal.data.self.url).toBe(url);
  });

  it("a product's variant ids and prices are the shop's merchandise ids and prices, per currency", async () => {
    for (const [language, country, currency] of [
      ['de', 'DE', 'EUR'],
      ['pl', 'PL', 'PLN'],
      ['gb', 'GB', 'GBP'],
    ] as const) {
      const [url] = await rootCategoryUrls(language);
      const answer = await page(url as string, language, { count: 3 });
      const variant = answer.data.product.items[0].fields.variants[0];
      const price = await shopPrice(variant.id, country);
      expect(price.currencyCode).toBe(currency);
      expect(Number(price.amount)).toBe(variant.price);
      expect(variant.currency).toBe(currency);
    }
  });
});

describe('Filters, aggregations, sorting and paging of a category', () => {
  it('the in-stock filter narrows the total to the aggregation count, and every item is in stock', async () => {
    const [url] = await rootCategoryUrls('de');
    const all = await page(url as string, 'de');
    const inStock = await page(url as string, 'de', { aggregations: { in_stock: true } });
    expect(inStock.data.product.total).toBe(all.data.product.aggregations.in_stock.values['1'].count);
    expect(inStock.data.product.total).toBeLessThan(all.data.product.total);
    for (const item of inStock.data.product.items) expect(item.fields.isOnStock).toBe(true);
  });

  it('size is multi-select: the total equals the sum of the selected sizes, items have a selected size', async () => {
    const urls = await rootCategoryUrls('fr');
    let answer: Json = null;
    for (const url of urls) {
      answer = await page(url, 'fr');
      if (answer.data.product.aggregations.size) break;
    }
    const url = answer.data.self.url;
    const size = answer.data.product.aggregations.size;
    expect(size).toMatchObject({ key: 'size', type: 'list_multiselect', selectedValues: [], position: 1 });
    const values = Object.values(size.values) as Json[];
    const [first] = values;
    const one = await page(url, 'fr', { aggregations: { size: [first.key] } });
    expect(one.data.product.total).toBe(first.count);
    expect(one.data.product.total).toBeLessThan(answer.data.product.total);
    for (const item of one.data.product.items) {
      expect(item.fields.sizes.map((s: Json) => s.title)).toContain(first.key);
    }
    expect(one.data.product.aggregations.size.selectedValues).toEqual([first.key]);
  });

  it('the price range gives min and max of the result; a range keeps items inside it', async () => {
    const [url] = await rootCategoryUrls('pl');
    const all = await page(url as string, 'pl');
    const { min, max } = all.data.product.aggregations.price;
    expect(min).toBeLessThan(max);
    const from = Math.round((min + max) / 2);
    const narrowed = await page(url as string, 'pl', { aggregations: { price_from: from, price_to: max } });
    expect(narrowed.data.product.total).toBeGreaterThan(0);
    expect(narrowed.data.product.total).toBeLessThan(all.data.product.total);
    for (const item of narrowed.data.product.items) {
      expect(item.fields.price).toBeGreaterThanOrEqual(from);
      expect(item.fields.price).toBeLessThanOrEqual(max);
    }
    expect(narrowed.data.product.aggregations.price.selectedValues).toEqual({ from, to: max });
  });

  it('sorts by the price of the customer group (PLN, GBP) ascending and descending', async () => {
    for (const [language, group, currency] of [
      ['pl', 'pl', 'PLN'],
      ['de', 'de', 'EUR'],
      ['en', 'gb', 'GBP'],
    ] as const) {
      const [url] = await rootCategoryUrls(language);
      const instance: Instance = language === 'de' ? 'live' : 'live_europe';
      const sorted = async (direction: 'asc' | 'desc') =>
        (
          await ok(
            '/enterprise/page',
            {
              url,
              count: 48,
              sorting: { price: direction },
              constraints: constraints(language, { 'query.customer_group': group }),
            },
            instance,
          )
        ).data.product.items.map((item: Json) => {
          expect(item.fields.currency).toBe(currency);
          return item.fields.price as number;
        });
      const asc = await sorted('asc');
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const desc = await sorted('desc');
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      expect(desc[0]).toBeGreaterThan(asc[0] as number);
    }
  });

  it('popularity (default) and new hits order the items', async () => {
    const [url] = await rootCategoryUrls('de');
    const popular = (await page(url as string, 'de')).data.product.items.map(
      (i: Json) => i.fields.popularity,
    );
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    const fresh = (await page(url as string, 'de', { sorting: { new: 'asc' } })).data.product.items.map(
      (i: Json) => i.fields.created_at,
    );
    expect(fresh).toEqual([...fresh].sort().reverse());
  });

  it('count and offset page through the result exactly once', async () => {
    const [url] = await rootCategoryUrls('gb');
    const first = await page(url as string, 'gb', { count: 7 });
    const total = first.data.product.total as number;
    const seen: string[] = [];
    for (let offset = 0; offset < total; offset += 7) {
      const slice = await page(url as string, 'gb', { count: 7, offset, enableAggregations: false });
      expect(slice.data.product.offset).toBe(offset);
      expect(slice.data.product.aggregations).toEqual({});
      seen.push(...ids(slice.data.product));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});

describe('POST /enterprise/page resolves the other page types', () => {
  it('a product url gives the product group type with every detail section', async () => {
    const [url] = await rootCategoryUrls('fr');
    const listed = (await page(url as string, 'fr', { count: 1 })).data.product.items[0].fields;
    const answer = await page(listed.url, 'fr');
    expect(answer.type).toBe('makaira-productgroup');
    const self = answer.data.self;
    expect(self.id).toBe(listed.id);
    expect(self.variants.length).toBeGreaterThan(0);
    expect(Object.keys(self.sections)).toEqual(
      expect.arrayContaining([
        'overview',
        'functions',
        'technical_details',
        'technical_data',
        'accessories',
        'spare_parts',
        'downloads',
        'reviews',
        'scope_of_delivery',
        'faq',
        'bundles',
      ]),
    );
    expect(self.sections.reviews.histogram).toHaveProperty('5');
    expect(self.sections.downloads[0]).toMatchObject({ fileType: 'pdf', productName: self.title });
    const pdf = await fetch(self.sections.downloads[0].url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(self.selfLinks.fr).toBe(listed.url);
    expect(self.status).toMatch(/^(in_stock|few_in_stock|back_in_stock_shortly|not_available_online)$/);
  });

  it('a product with a recommended retail price carries its price history: the RRP within 90 days for some, before for others', async () => {
    const [url] = await rootCategoryUrls('de');
    const items = (await page(url as string, 'de', { count: 200 })).data.product.items as Json[];
    const withRrp = items
      .map((item) => item.fields as Json)
      .filter((f) => f.recommended_retail_price !== null);
    expect(withRrp.length).toBeGreaterThan(1);
    const rrpEnded = withRrp.map((f) => {
      const history = f.price_history as { valid_from: string; price: number }[];
      expect(history[0]?.price).toBe(f.recommended_retail_price);
      expect(history.at(-1)?.price).toBe(f.price);
      return (Date.now() - Date.parse(history.at(-1)?.valid_from as string)) / 86_400_000;
    });
    expect(rrpEnded.some((days) => days < 90)).toBe(true);
    expect(rrpEnded.some((days) => days > 90)).toBe(true);
    expect(items.every((item) => Array.isArray((item.fields as Json).price_history))).toBe(true);
  });

  it('the lookup shape /{lang}/p/{id} gives the same product', async () => {
    const [url] = await rootCategoryUrls('de');
    const listed = (await page(url as string, 'de', { count: 1 })).data.product.items[0].fields;
    const answer = await page(`/de/p/${listed.id}`, 'de');
    expect(answer.type).toBe('makaira-productgroup');
    expect(answer.data.self.url).toBe(listed.url);
  });

  it('a bundle by url and by redirectBundleId', async () => {
    const byId = await page('/de/', 'de', { params: { redirectBundleId: '4000001' } });
    expect(byId.type).toBe('bundle');
    expect(byId.data.self.items.length).toBe(2);
    expect(byId.data.self.price).toBeLessThan(byId.data.self.strikethrough_price);
    const byUrl = await page(byId.data.self.url, 'de');
    expect(byUrl.type).toBe('bundle');
    expect(byUrl.data.self.id).toBe(byId.data.self.id);
  });

  it('content pages, the home page, FAQ listing and manuals have config.top/bottom elements', async () => {
    const home = await page('/fr/', 'fr');
    expect(home.type).toBe('page');
    expect(home.data.config.top.elements.length).toBeGreaterThan(0);
    expect(home.data.config.bottom.elements[0].component).toBe('product-teaser');
    const faq = await page('/de/service/faq', 'de');
    expect(faq.data.config.top.elements[0].component).toBe('faq-listing');
    expect(faq.data.config.top.elements[0].properties.content.clusters[0].panels[0].headline).not.toBe('');
    const manuals = await page('/pl/obsluga-klienta/instrukcje-obslugi/', 'pl');
    expect(manuals.data.config.top.elements[0].properties.content.items[0]).toMatchObject({
      fileType: 'pdf',
    });
    const footer = await ok(
      '/enterprise/snippets',
      { snippetIds: ['footer-snippet'], constraints: constraints('gb') },
      'live_europe',
    );
    const pageUrl = footer[0].data.config.top.elements[0].properties.content.columns[1].links[0].link;
    const content = await page(pageUrl, 'gb');
    expect(content.type).toBe('page');
    expect(content.data.config.top.elements[0].properties.content.html).toMatch(/^<p>/);
  });

  it.each([
    ['/nl/privacybeleid/', 'nl'],
    ['/pl/polityka-prywatnosci/', 'pl'],
    ['/gb/data-protection/', 'gb'],
    ['/id/perlindungan-data/', 'id'],
    ['/en/data-protection/', 'en'],
  ])('the privacy page sits at %s (spec §2.1), and the footer links it', async (url, language) => {
    const privacy = await page(url, language);
    expect(privacy.type).toBe('page');
    expect(privacy.data.config.top.elements[0].properties.content.html).toMatch(/^<p>/);
    const footer = await ok(
      '/enterprise/snippets',
      { snippetIds: ['footer-snippet'], constraints: constraints(language) },
      language === 'nl' ? 'live_nl' : 'live_europe',
    );
    const info = (footer[0].data.config.top.elements as Json[]).find((e) => e.component === 'footer-info');
    expect(info.properties.content.items.map((item: Json) => item.url)).toContain(url);
  });

  it('the shipping page asks for the minimized header (logo, links, call to action) and footer; contact has no logo', async () => {
    const shipping = await page('/de/versand-lieferung/', 'de');
    const component = (config: Json, part: 'top' | 'bottom', name: string): Json =>
      (config[part].elements as Json[]).find((e) => e.component === name)?.properties;
    const header = component(shipping.data.config, 'top', 'header-minimized').content;
    expect(header.logo).toEqual({
      src: expect.stringMatching(/\/cdn\/shop\/files\/vitalis-logo\.svg$/),
      alt: 'Vitalis Home Health',
    });
    expect(header.links).toContainEqual({ text: 'Über uns', link: '/de/uber-uns/' });
    expect(header.cta).toEqual({ text: 'Zum Shop', link: '/de/' });
    const logo = await fetch(header.logo.src);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    const footer = component(shipping.data.config, 'bottom', 'footer-minimized').content;
    expect(footer.rows).toEqual([expect.stringMatching(/^© \d{4} Vitalis Home Health$/)]);
    const contact = await page('/de/kontakt/', 'de');
    expect(component(contact.data.config, 'top', 'header-minimized').content.logo).toBeNull();
    const about = await page('/de/uber-uns/', 'de');
    expect(component(about.data.config, 'top', 'header-minimized')).toBeUndefined();
  });

  it('an old url answers a redirect {target, code}; a missing trailing slash redirects too', async () => {
    const sale = await page('/de/sale/', 'de');
    expect(sale).toMatchObject({ type: 'redirect', data: { code: 301 } });
    expect((await page(sale.data.target, 'de')).type).toBe('category');
    const [url] = await rootCategoryUrls('it');
    const slashless = await page((url as string).slice(0, -1), 'it');
    expect(slashless.data).toEqual({ target: url, code: 301 });
  });

  it('an unknown url, or a language of another instance, answers 404 {message, errorId}', async () => {
    for (const [url, instance] of [
      ['/de/gibt-es-nicht/', 'live'],
      ['/fr/c/gesundheit-messen/', 'live_europe'],
      ['/de/', 'live_europe'],
    ] as const) {
      const answer = await call('/enterprise/page', { url, constraints: {} }, instance);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: 'Page not found', errorId: expect.any(String) });
    }
  });
});
