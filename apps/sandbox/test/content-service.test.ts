import { afterEach, describe, expect, it } from 'vitest';
import { call, constraints, ok, page, rootCategoryUrls } from './content';
import { type Json, post, sandboxUrl } from './http';

const SNIPPET_IDS = [
  'footer-snippet',
  'header-snippet',
  'flyout-snippet',
  'cart-flyout-snippet',
  'cart-snippets',
  'product-highlight-snippet',
  'storefront-settings',
  'error-snippet',
  'faq-snippet',
  'smart-messages-snippet',
];

const snippets = (language: string, ids = SNIPPET_IDS) =>
  ok(
    '/enterprise/snippets',
    { snippetIds: ids, constraints: constraints(language) },
    language === 'de' ? 'live' : language === 'nl' ? 'live_nl' : 'live_europe',
  );

const components = (snippet: Json) => (snippet.data.config.top.elements as Json[]).map((e) => e.component);

describe('POST /enterprise/snippets', () => {
  it.each(['de', 'fr', 'pl', 'gb'])('every snippet id of the spec exists in %s', async (language) => {
    const list = (await snippets(language)) as Json[];
    expect(list.map((s) => s.data.snippetId)).toEqual(SNIPPET_IDS);
    for (const snippet of list) expect(snippet.data.config.top.elements.length).toBeGreaterThan(0);
  });

  it('the footer and header have the spec components; texts are in the language', async () => {
    const [deFooter, deHeader] = await snippets('de', ['footer-snippet', 'header-snippet']);
    expect(components(deFooter)).toEqual([
      'footer-link',
      'footer-contact',
      'footer-payment',
      'footer-shipping',
      'footer-social',
      'footer-app',
      'footer-info',
      'footer-text',
      'newsletter-snippet',
      'footer-minimized',
    ]);
    expect(components(deHeader)).toEqual(['header-promotions', 'header-submenu', 'header-minimized']);
    const [frFooter] = await snippets('fr', ['footer-snippet']);
    const headline = (s: Json) => s.data.config.top.elements[8].properties.content.headline;
    expect(headline(deFooter)).toMatch(/Newsletter abonnieren/);
    expect(headline(frFooter)).toMatch(/newsletter/i);
    expect(headline(frFooter)).not.toBe(headline(deFooter));
  });

  it('storefront-settings: catalogue mode, orderMinPrice in the currency, newsletter, free-shipping products', async () => {
    const read = async (language: string) =>
      (await snippets(language, ['storefront-settings']))[0].data.config.top.elements[0].properties.content;
    expect(await read('de')).toMatchObject({
      catalogueMode: false,
      orderMinPrice: 49,
      currency: 'EUR',
      newsletterEnabled: true,
    });
    expect(await read('pl')).toMatchObject({ orderMinPrice: 199, currency: 'PLN' });
    expect(await read('gb')).toMatchObject({ orderMinPrice: 39, currency: 'GBP' });
    expect((await read('de')).freeShippingProductIds.length).toBeGreaterThan(0);
  });

  it('error-snippet has a not-found and a generic variant; smart messages carry their rules', async () => {
    const [error, smart] = await snippets('gb', ['error-snippet', 'smart-messages-snippet']);
    expect(components(error)).toEqual(['error-not-found', 'error-generic']);
    expect(error.data.config.top.elements[0].properties.content.content).toMatch(/was not found/);
    const messages = (smart.data.config.top.elements as Json[]).map((e) => e.properties.content);
    expect(messages.length).toBeGreaterThanOrEqual(2);
    for (const message of messages) {
      expect(Object.keys(message.rules).sort()).toEqual(
        [
          'category',
          'enabled',
          'enabledOnDesktop',
          'enabledOnMobile',
          'overwrite',
          'pageUrl',
          'productOrVariantIds',
          'url',
        ].sort(),
      );
      for (const key of [
        'colorVar',
        'position',
        'size',
        'label',
        'headline',
        'image',
        'text',
        'cta',
        'url',
        'isOpenByDefault',
      ]) {
        expect(message).toHaveProperty(key);
      }
    }
    expect(messages.some((m) => m.rules.enabled === false)).toBe(true);
  });

  it('unknown ids are left out; a missing list is a 400', async () => {
    expect(await snippets('de', ['nope', 'faq-snippet'])).toHaveLength(1);
    const bad = await call('/enterprise/snippets', { snippetIds: 'footer-snippet' });
    expect(bad.status).toBe(400);
  });
});

describe('GET /enterprise/menu', () => {
  it('the delivery-country entry lists the countries delivered to, Austria served by the de store', async () => {
    const answer = await call('/enterprise/menu', undefined, 'live', { method: 'GET' });
    const delivery = answer.body.menu.find((item: { deliveryItem: boolean }) => item.deliveryItem);
    expect(delivery.children.map((child: { code: string }) => child.code)).toEqual([
      'de',
      'at',
      'fr',
      'it',
      'nl',
      'pl',
      'gb',
      'id',
      'global',
    ]);
    expect(delivery.children[1]).toMatchObject({
      deliveryItem: true,
      flagIcon: 'flag-at',
      text: { de: 'Österreich' },
      link: { de: '/de/' },
    });
  });

  it('the tree of the instance with texts and links per language and children; the flyouts come from the header snippet', async () => {
    const europe = await call('/enterprise/menu', undefined, 'live_europe', { method: 'GET' });
    expect(europe.status).toBe(200);
    const [first] = europe.body.menu;
    expect(Object.keys(first.text).sort()).toEqual(['en', 'es', 'fr', 'gb', 'id', 'it', 'pl']);
    expect(first.link.fr).toMatch(/^\/fr\/c\//);
    expect(first).toMatchObject({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      lastLevel: false,
      deliveryItem: false,
    });
    expect(first.children[0]).toMatchObject({ lastLevel: true, children: [] });
    // Spec §3: a menu item has no submenu; the header snippet's header-submenu names each flyout by its entry's link.
    expect(first).not.toHaveProperty('submenu');
    const [header] = await snippets('fr', ['header-snippet']);
    const { submenus } = header.data.config.top.elements.find((e: Json) => e.component === 'header-submenu')
      .properties.content;
    const flyout = submenus.find((submenu: Json) => submenu.url === first.link.fr);
    expect(flyout.text).toBe(first.text.fr);
    expect(flyout.categories[0].columns.map((column: Json) => column.url)).toEqual(
      first.children.map((child: Json) => child.link.fr),
    );
    expect(flyout.articles[0]).toMatchObject({
      button_url: expect.stringMatching(/^\/fr\//),
      button_text: expect.any(String),
    });
    expect(flyout.banners[0]).toMatchObject({ linkURL: first.link.fr, caption: first.text.fr });
    const de = await call('/enterprise/menu', undefined, 'live', { method: 'GET' });
    expect(Object.keys(de.body.menu[0].text)).toEqual(['de']);
    const nl = await call('/enterprise/menu', undefined, 'live_nl', { method: 'GET' });
    expect(nl.body.menu.some((item: Json) => item.code === 'service')).toBe(false);
  });

  it("top categories link 'show all' to their page (allLink); the last is highlighted with a badge (css, label)", async () => {
    const europe = await call('/enterprise/menu', undefined, 'live_europe', { method: 'GET' });
    // The top categories: every entry but the service entry and the delivery countries'.
    const categories = (europe.body.menu as Json[]).filter(
      (item) => item.code !== 'service' && !item.deliveryItem,
    );
    expect(categories.length).toBeGreaterThan(1);
    for (const category of categories) expect(category.allLink).toEqual(category.link);
    const highlighted = categories.at(-1) as Json;
    expect(highlighted.css).toMatch(/^menu-\S+ highlight$/);
    expect(highlighted.label).toMatchObject({ en: 'New', gb: 'New', pl: expect.any(String) });
    for (const category of categories.slice(0, -1)) {
      expect(category.label).toBeNull();
      expect(category.css).not.toMatch(/highlight/);
    }
  });

  it('the service entry and its pages exist only in languages with service pages (not gb)', async () => {
    const europe = await call('/enterprise/menu', undefined, 'live_europe', { method: 'GET' });
    const service = (europe.body.menu as Json[]).find((item) => item.code === 'service') as Json;
    expect(Object.keys(service.text).sort()).toEqual(['en', 'es', 'fr', 'id', 'it', 'pl']);
    expect(service.link).toMatchObject({
      en: '/en/service/frequently-asked-questions/',
      fr: '/fr/service/foire-aux-questions/',
    });
    expect(service.link).not.toHaveProperty('gb');
    for (const child of service.children as Json[]) {
      expect(Object.keys(child.text).sort()).toEqual(['en', 'es', 'fr', 'id', 'it', 'pl']);
      expect(Object.values(child.link).every((url) => typeof url === 'string' && url.length > 1)).toBe(true);
    }
  });
});

describe('POST /documents/public (lookup) and POST /recommendation/public', () => {
  it('looks up variants by the shop id and products by id, with the group price', async () => {
    const [url] = await rootCategoryUrls('pl');
    const product = (await page(url as string, 'pl', { count: 1 })).data.product.items[0].fields;
    const variants = await ok(
      '/documents/public',
      {
        datatype: 'variant',
        ids: [product.variants[0].id, 'gid://shopify/ProductVariant/1'],
        constraints: { 'query.language': 'pl', 'query.group': 'pl' },
      },
      'live_europe',
    );
    expect(variants.items).toHaveLength(1);
    expect(variants.items[0].fields).toMatchObject({
      id: product.variants[0].id,
      parent: product.id,
      currency: 'PLN',
      title: product.title,
    });
    const products = await ok(
      '/documents/public',
      { datatype: 'product', ids: [product.id], constraints: { 'query.language': 'pl' } },
      'live_europe',
    );
    expect(products.items[0].fields.url).toBe(product.url);
    const bad = await call('/documents/public', { datatype: 'colour', ids: [] }, 'live');
    expect(bad.status).toBe(400);
  });

  it("recycling_data lists the device's class and fee, and a battery's for every other such product", async () => {
    const urls = await rootCategoryUrls('pl');
    const lists = await Promise.all(urls.map((url) => page(url, 'pl', { count: 200 })));
    const fields = lists.flatMap((list) => (list.data.product.items as Json[]).map((item) => item.fields));
    const recycled = fields.filter((f) => f.recycling_class);
    expect(recycled.length).toBeGreaterThan(1);
    for (const f of fields.filter((f) => !f.recycling_class)) expect(f.recycling_data).toEqual([]);
    for (const f of recycled) {
      expect(f.recycling_data[0]).toEqual({
        class: f.recycling_class,
        price: f.recycling_price,
        currency: 'PLN',
      });
      expect(f.recycling_data.slice(1)).toEqual(
        Number(f.id) % 2 === 0 ? [{ class: 'C', price: 1, currency: 'PLN' }] : [],
      );
    }
    expect(recycled.some((f) => f.recycling_data.length === 2)).toBe(true);
  });

  it('similar products share the category; accessories come from the same group', async () => {
    const [url] = await rootCategoryUrls('de');
    const product = (await page(url as string, 'de', { count: 1 })).data.product.items[0].fields;
    const similar = await ok('/recommendation/public', {
      recommendationId: 'similar-products',
      productId: product.id,
      count: 4,
      constraints: constraints('de'),
    });
    expect(similar.items.length).toBe(4);
    for (const item of similar.items) {
      expect(item.fields.category[0].catid).toBe(product.category[0].catid);
      expect(item.id).not.toBe(product.id);
    }
    const accessories = await ok('/recommendation/public', {
      recommendationId: 'accessories',
      productId: product.id,
      constraints: constraints('de'),
    });
    expect(accessories.items.length).toBeGreaterThan(0);
  });
});

describe('POST /scrape, the web edition fallback', () => {
  const auth = `Basic ${Buffer.from('webedition:sandbox-scrape').toString('base64')}`;
  it('needs basic authorization', async () => {
    const answer = await call('/scrape', { url: '/de/' }, null);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toMatch(/authorization/);
  });
  it('answers {type: webedition, language, data} for a known url, 404 otherwise', async () => {
    const answer = await call('/scrape', { url: '/fr/', constraints: {} }, null, {
      headers: { authorization: auth },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ type: 'webedition', language: 'fr', data: { url: '/fr/' } });
    const missing = await call('/scrape', { url: '/fr/nope/' }, null, { headers: { authorization: auth } });
    expect(missing.status).toBe(404);
  });
});

describe('Faults apply to the content service', () => {
  afterEach(async () => {
    await fetch(`${sandboxUrl()}/__sandbox/faults`, { method: 'DELETE' });
  });
  it('an injected status answers {message, errorId} with that status', async () => {
    await post('/__sandbox/faults', { path: '/enterprise/page', status: 503, times: 1 });
    const failed = await call('/enterprise/page', { url: '/de/' });
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: 'Injected fault: HTTP 503', errorId: expect.any(String) });
    expect((await call('/enterprise/page', { url: '/de/' })).status).toBe(200);
  });
});
