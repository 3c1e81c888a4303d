import { expect, test } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';
import { recordDataLayer } from './data-layer';

// biome-ignore lint/suspicious/noExplicitAny: the content service's JSON, read as the tests need it
type Json = Record<string, any>;

interface Edition {
  /** The content service's language value. */
  language: 'en' | 'gb' | 'pl';
  instance: string;
  sections: Record<string, string>;
  accessories: string;
  addToCart: string;
  added: string;
  instructions: string;
  /** The recommended retail price as the product page shows it. */
  rrp: RegExp;
  /** The facts of a product with two recycling entries (the sandbox's device class B and battery class C). */
  recycling: [RegExp, RegExp];
}

const ENGLISH_SECTIONS = {
  overview: 'Overview',
  functions: 'Functions',
  technicalDetails: 'Technical details',
  technicalDataAndFaq: 'Technical data and FAQ',
  accessories: 'Accessories and spare parts',
  downloads: 'Downloads',
  // Every product has a reviews section: without reviews it still offers the review form.
  reviews: 'Reviews',
  scopeOfDelivery: 'Scope of delivery',
  faq: 'FAQ',
};

const GLOBAL: Edition = {
  language: 'en',
  instance: 'live_europe',
  sections: ENGLISH_SECTIONS,
  accessories: 'Accessories',
  addToCart: 'Add to cart',
  added: 'Added to cart',
  instructions: 'Instructions for use',
  rrp: /^RRP [\d.]+,\d\d\s€$/,
  recycling: [/^Recycling class B, recycling fee 0,50\s€$/, /^Recycling class C, recycling fee 0,20\s€$/],
};

const EDITIONS: Record<string, Edition> = {
  global: GLOBAL,
  uk: {
    ...GLOBAL,
    language: 'gb',
    rrp: /^Was £/,
    recycling: [/^Recycling class B, recycling fee £0\.50$/, /^Recycling class C, recycling fee £0\.20$/],
  },
  pl: {
    language: 'pl',
    instance: 'live_europe',
    sections: {
      overview: 'Przegląd',
      functions: 'Funkcje',
      technicalDetails: 'Szczegóły techniczne',
      technicalDataAndFaq: 'Dane techniczne i FAQ',
      accessories: 'Akcesoria i części zamienne',
      downloads: 'Do pobrania',
      reviews: 'Opinie',
      scopeOfDelivery: 'Zawartość zestawu',
      faq: 'FAQ',
    },
    accessories: 'Akcesoria',
    addToCart: 'Dodaj do koszyka',
    added: 'Dodano do koszyka',
    instructions: 'Instrukcja obsługi',
    rrp: /^Sugerowana cena .*zł/,
    recycling: [
      /^Klasa recyklingu B, opłata recyklingowa 2,00\szł$/,
      /^Klasa recyklingu C, opłata recyklingowa 1,00\szł$/,
    ],
  },
};

async function content(path: string, instance: string, body?: unknown): Promise<Json> {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-makaira-instance': instance },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Json;
}

/** The public path of a content-service url (`/en/…` is `/global/…`, `/gb/…` is `/uk/…`). */
const publicPath = (url: string) => url.replace(/^\/en\//, '/global/').replace(/^\/gb\//, '/uk/');

const page = (edition: Edition, url: string, count = 200) =>
  content('/enterprise/page', edition.instance, {
    url,
    count,
    offset: 0,
    constraints: { 'query.language': edition.language },
  });

/** The products of the edition's first categories as the content service lists them. */
async function listedProducts(edition: Edition): Promise<Json[]> {
  const menu = await content('/enterprise/menu', edition.instance);
  const urls = (menu.menu as Json[])
    .filter((item) => item.code && !item.deliveryItem && item.code !== 'service')
    .map((item) => item.link[edition.language] as string);
  const lists = await Promise.all(urls.map((url) => page(edition, url)));
  const byId = new Map<string, Json>();
  for (const list of lists)
    for (const item of list.data.product.items as Json[]) byId.set(item.fields.id, item.fields);
  return [...byId.values()];
}

/** Whether one of these products can be put into the cart from its tile: no size to choose, available online. */
async function oneAddable(edition: Edition, ids: string[]): Promise<boolean> {
  const found = await content('/documents/public', edition.instance, {
    datatype: 'product',
    ids,
    constraints: { 'query.language': edition.language, 'query.group': edition.language },
  });
  return (found.items as Json[]).some(
    ({ fields }) =>
      fields.sizes.length === 0 &&
      fields.status !== 'not_available_online' &&
      fields.variants.some((variant: Json) => variant.available),
  );
}

/** A product whose page has content for every section of this half of the page. */
async function productWithEverySection(edition: Edition): Promise<Json> {
  for (const listed of await listedProducts(edition)) {
    const detail = (await page(edition, listed.url)).data.self as Json;
    const s = detail.sections;
    const faqCount =
      s.faq.type === 'groups'
        ? (s.faq.groups as Json[]).reduce((n, g) => n + g.items.length, 0)
        : s.faq.items.length;
    if (
      s.overview.html &&
      s.functions.length &&
      s.technical_details.length &&
      s.technical_data.length &&
      s.accessories.length &&
      s.downloads.length &&
      s.scope_of_delivery.length &&
      faqCount > 1 &&
      detail.variants.some((v: Json) => v.available) &&
      (await oneAddable(edition, [...s.accessories, ...s.spare_parts]))
    )
      return detail;
  }
  throw new Error(`no product with every section in ${edition.language}`);
}

/** Products with a recommended retail price above the price: one the 90-day rule lets show, one it does not. */
async function rrpProducts(edition: Edition): Promise<{ shown: Json; hidden: Json }> {
  const withRrp = (await listedProducts(edition)).filter(
    // Without a strikethrough price, which the UK would show as its was-price in the RRP's place.
    (f) => f.recommended_retail_price > f.price && f.price_history.length > 1 && !f.strikethrough_price,
  );
  const endedDaysAgo = (f: Json) => (Date.now() - Date.parse(f.price_history.at(-1).valid_from)) / 86_400_000;
  const shown = withRrp.find((f) => endedDaysAgo(f) < 85);
  const hidden = withRrp.find((f) => endedDaysAgo(f) > 95);
  expect(shown, 'a product whose RRP was its price 30 days ago').toBeTruthy();
  expect(hidden, 'a product whose RRP was its price 120 days ago').toBeTruthy();
  return { shown: shown as Json, hidden: hidden as Json };
}

for (const [key, edition] of Object.entries(EDITIONS)) {
  test.describe(`${key} edition`, () => {
    test('every section of a product that has it, in the spec order, with deep links', async ({
      page: tab,
    }) => {
      const product = await productWithEverySection(edition);
      const path = publicPath(product.url);
      await tab.goto(`${path}#product-downloads`);
      const main = tab.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

      const expected = Object.values(edition.sections);
      const nav = main.getByRole('navigation', {
        name: key === 'pl' ? 'Informacje o produkcie' : 'Product information',
      });
      await expect(nav.getByRole('link')).toHaveText(expected);
      for (const [id, title] of Object.entries(edition.sections)) {
        await expect(nav.getByRole('link', { name: title, exact: true })).toHaveAttribute(
          'href',
          `#product-${id}`,
        );
        await expect(main.getByRole('region', { name: title, exact: true })).toBeAttached();
      }
      // The anchor of the URL scrolls to its section.
      await expect(
        main.getByRole('region', { name: edition.sections.downloads, exact: true }),
      ).toBeInViewport();

      const overview = main.getByRole('region', { name: edition.sections.overview, exact: true });
      await expect(overview).toContainText(product.key_features[0]);
      const functions = main.getByRole('region', { name: edition.sections.functions, exact: true });
      await expect(functions.getByRole('listitem')).toHaveCount(product.sections.functions.length);
      const data = main.getByRole('region', { name: edition.sections.technicalDataAndFaq, exact: true });
      await expect(data.getByRole('term').first()).toHaveText(product.sections.technical_data[0].label);
      await expect(data.getByRole('link')).toHaveAttribute('href', `/${key}/faq/${product.id}/?question=0`);

      const downloads = main.getByRole('region', { name: edition.sections.downloads, exact: true });
      const manual = product.sections.downloads.find((d: Json) => d.kind === 'instructions');
      const row = downloads.getByRole('row').filter({ hasText: manual.title });
      await expect(row.getByRole('cell').nth(1)).toHaveText(product.title);
      await expect(row.getByRole('cell').nth(2)).toHaveText(edition.instructions);
      await expect(row.getByRole('cell').nth(3).locator('time')).toHaveAttribute(
        'datetime',
        manual.lastUpdate,
      );
      const fileUrl = await row.getByRole('link', { name: manual.title }).getAttribute('href');
      expect(fileUrl).toBe(manual.url);
      const file = await fetch(fileUrl as string);
      expect(file.headers.get('content-type')).toBe('application/pdf');

      const scope = main.getByRole('region', { name: edition.sections.scopeOfDelivery, exact: true });
      await expect(scope.getByRole('listitem')).toHaveText(product.sections.scope_of_delivery);

      const faq = main.getByRole('region', { name: edition.sections.faq, exact: true });
      const questions = faq.getByRole('link');
      await expect(questions.first()).toHaveAttribute('href', `/${key}/faq/${product.id}/?question=0`);
      await expect(questions.nth(1)).toHaveAttribute('href', /question=1$/);

      // Structured data: the product with its offer, its rating when it has reviews, its breadcrumb.
      const nodes = (await tab.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
        (text) => [JSON.parse(text)].flat() as Json[],
      );
      const ld = nodes.find((node) => node['@type'] === 'Product') as Json;
      expect(ld.name).toBe(product.title);
      expect(ld.offers).toMatchObject({
        '@type': 'Offer',
        price: Number(product.price).toFixed(2),
        priceCurrency: product.currency,
      });
      if (product.sections.reviews.count > 0)
        expect(ld.aggregateRating).toMatchObject({
          ratingValue: product.sections.reviews.average,
          reviewCount: product.sections.reviews.count,
        });
      else expect(ld).not.toHaveProperty('aggregateRating');
      const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList') as Json;
      expect(breadcrumb.itemListElement.at(-1).name).toBe(product.title);

      // Accessory tiles: price, availability and their own add to cart.
      const accessories = main.getByRole('region', { name: edition.sections.accessories, exact: true });
      await expect(accessories.getByRole('heading', { level: 3, name: edition.accessories })).toBeVisible();
      const tile = accessories
        .getByRole('listitem')
        .filter({ has: tab.getByRole('button', { name: edition.addToCart, disabled: false }) })
        .first();
      await expect(tile.locator('.shop-price')).toBeVisible();
      await expect(tile.locator('.shop-availability')).toBeVisible();
      await tab.waitForLoadState('networkidle');
      await tile.getByRole('button', { name: edition.addToCart }).click();
      await expect(tab.getByRole('dialog').getByRole('heading', { name: edition.added })).toBeVisible();
    });

    test("each recycling class with its fee, as the product's recycling_data lists them", async ({
      page: tab,
    }) => {
      const product = (await listedProducts(edition)).find((f) => f.recycling_data?.length === 2);
      expect(product, 'a product with a device and a battery recycling entry').toBeTruthy();
      await tab.goto(publicPath((product as Json).url));
      const main = tab.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText((product as Json).title);
      const facts = main.getByRole('listitem').filter({ hasText: /^(Recycling class|Klasa recyklingu) / });
      await expect(facts).toHaveText(edition.recycling);
    });

    test('the recommended retail price shows only if it was the price within the last 90 days', async ({
      page: tab,
    }) => {
      const { shown, hidden } = await rrpProducts(edition);
      await tab.goto(publicPath(shown.url));
      const price = tab.getByRole('main').locator('.shop-pdp__info .shop-price');
      await expect(price.locator('.shop-price__rrp')).toHaveText(edition.rrp);
      if (key === 'uk') await expect(price.locator('.shop-price__discount')).toHaveText(/^Save \d+%$/);
      await tab.goto(publicPath(hidden.url));
      await expect(tab.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(hidden.title);
      await expect(price.locator('.shop-price__rrp')).toHaveCount(0);
      await expect(price.locator('.shop-price__discount')).toHaveCount(0);
    });
  });
}

const HOME: Record<string, string> = { global: '/global/', uk: '/uk/', pl: '/pl/' };
const RELATED_LISTS = ['accessories', 'spare_parts', 'product_highlight'];

for (const [key, edition] of Object.entries(EDITIONS)) {
  test(`${key}: accessory tiles are a tracked list: view_item_list on the product page, select_item on a click`, async ({
    page: tab,
  }) => {
    const events = await recordDataLayer(tab);
    const product = await productWithEverySection(edition);
    await tab.goto(publicPath(product.url));
    await tab.waitForLoadState('networkidle');
    const accessories = tab
      .getByRole('main')
      .getByRole('region', { name: edition.sections.accessories, exact: true });
    const links = accessories.locator('.shop-tile a[href]');
    await expect(links.first()).toBeVisible();
    await expect
      .poll(() => events().filter((e) => e.ecommerce?.item_list_id === 'accessories').length)
      .toBe(1);
    const list = events().find((e) => e.ecommerce?.item_list_id === 'accessories') as Json;
    expect(list.event).toBe('view_item_list');
    expect(list.ecommerce.item_list_name).toBe('Accessories');
    const ids = (list.ecommerce.items as Json[]).map((item) => item.item_id);
    expect(ids).toEqual((product.sections.accessories as string[]).filter((id) => ids.includes(id)));
    expect(ids.length).toBeGreaterThan(0);
    expect((list.ecommerce.items as Json[]).map((item) => item.index)).toEqual(ids.map((_, index) => index));
    expect(list.ecommerce.items[0]).toMatchObject({ affiliation: 'Vitalis', quantity: 1, currency: 'EUR' });

    const first = links.first();
    const href = (await first.getAttribute('href')) as string;
    await first.click();
    await expect(tab).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
    const select = events().find((e) => e.event === 'select_item') as Json;
    expect(select.ecommerce.item_list_id).toBe('accessories');
    expect(select.ecommerce.items).toEqual([list.ecommerce.items[0]]);
  });
}

for (const [key, edition] of Object.entries(EDITIONS)) {
  test(`${key}: the dataLayer of view → add → cart → checkout carries the tracking items`, async ({
    page: tab,
  }) => {
    const events = await recordDataLayer(tab);
    await tab.goto(HOME[key] as string);
    const categoryPath = await tab.locator('.content-tiles a').first().getAttribute('href');
    await tab.goto(`${categoryPath}?inStock=1`);
    await tab.waitForLoadState('networkidle');
    const tile = tab.getByRole('main').locator('.shop-tile a').first();
    const productPath = (await tile.getAttribute('href')) as string;
    await tile.click();
    const title = tab.getByRole('main').getByRole('heading', { level: 1 });
    await expect(title).toBeVisible();
    await tab.waitForLoadState('networkidle');
    const contentUrl = productPath.replace(/^\/global\//, '/en/').replace(/^\/uk\//, '/gb/');
    const product = (await page(edition, contentUrl)).data.self as Json;

    const sizes = tab.getByRole('radiogroup');
    if (await sizes.count())
      await sizes.getByRole('radio', { disabled: false }).first().check({ force: true });
    await tab.getByRole('button', { name: edition.addToCart }).first().click();
    const flyout = tab.getByRole('dialog');
    await expect(flyout.getByRole('heading', { name: edition.added })).toBeVisible();
    await flyout.getByRole('link').last().click();
    await expect(tab).toHaveURL(/\/cart$/);
    await expect(tab.locator('.shop-cart-line')).toHaveCount(1);
    await tab.waitForLoadState('networkidle');
    await expect.poll(() => events().map((e) => e.event)).toContain('view_cart');
    await tab.getByRole('main').locator('a[href*="/checkouts/"]').click();
    // A guest chooses guest checkout or login first (accounts).
    await tab.getByRole('dialog').locator('a[href*="/checkouts/"]').click();
    await expect(tab).toHaveURL(/\/checkouts\//);
    await expect.poll(() => events().map((e) => e.event)).toContain('begin_checkout');

    // The product page's accessory, spare-part and highlight lists are checked on their own.
    const pushed = events().filter((e) => !RELATED_LISTS.includes(e.ecommerce?.item_list_id));
    expect(pushed.map((e) => e.event)).toEqual([
      'view_item_list',
      'select_item',
      'view_item',
      'add_to_cart',
      'view_cart',
      'begin_checkout',
    ]);
    const euroPrices = (product.variants as Json[]).map((variant) => variant.tracking_price);
    for (const event of pushed) {
      const item = (event.ecommerce.items as Json[]).find((candidate) => candidate.item_id === product.id);
      expect(item, event.event).toMatchObject({
        item_id: product.id,
        item_name: product.title,
        affiliation: 'Vitalis',
        currency: 'EUR',
        quantity: 1,
      });
      // Reported in euros whatever the edition's currency (docs/tracking.md).
      expect(euroPrices, event.event).toContain(item?.price);
      expect(item?.item_category, event.event).toBeTruthy();
      expect(event.ecommerce.currency).toBe('EUR');
    }
    const [list, select] = pushed;
    expect(list?.ecommerce.item_list_name).toBeTruthy();
    expect(select?.ecommerce.items).toHaveLength(1);
    expect(select?.ecommerce.items[0].index).toBe(0);
    const added = (pushed[3]?.ecommerce.items as Json[] | undefined)?.[0];
    expect(pushed.at(-1)?.ecommerce.items).toEqual([added]);
    expect(pushed.at(-1)?.ecommerce.value).toBe(added?.price);
  });
}
