import { expect, type Page, test } from '@playwright/test';
import { clearFaults, injectFault, seedCart, variantsForSale } from './shop';

test.afterEach(clearFaults);

interface Edition {
  prefix: string;
  lang: string;
  currency: RegExp;
  addToCart: RegExp;
  added: string;
  loadMore: RegExp;
  searchRoute: string;
  /** The search page's count (spec §2.3: the phrase and the product count). */
  found: RegExp;
}

const EDITIONS: Record<string, Edition> = {
  de: {
    prefix: '/de/',
    lang: 'de-DE',
    currency: /€/,
    addToCart: /In den Warenkorb/i,
    added: 'In den Warenkorb gelegt',
    loadMore: /Mehr/i,
    searchRoute: '/search-de',
    found: /^\d+ Artikel gefunden$/,
  },
  gb: {
    prefix: '/uk/',
    lang: 'en-GB',
    currency: /£/,
    addToCart: /Add to cart/i,
    added: 'Added to cart',
    loadMore: /more/i,
    searchRoute: '/uk/search',
    found: /^\d+ products? found$/,
  },
  pl: {
    prefix: '/pl/',
    lang: 'pl-PL',
    currency: /zł/,
    addToCart: /Dodaj do koszyka/i,
    added: 'Dodano do koszyka',
    loadMore: /więcej/i,
    searchRoute: '/search-pl',
    found: /^Znaleziono \d+ produkt(y|ów|u)?$/,
  },
};

async function openFirstCategory(page: Page, edition: Edition) {
  await page.goto(edition.prefix);
  await expect(page.locator('html')).toHaveAttribute('lang', edition.lang);
  await page.locator('.content-tiles a').first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await hydrated(page);
}

/** Client controls (sort, filters, add to cart) act once React has hydrated the page. */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

for (const [key, edition] of Object.entries(EDITIONS)) {
  test.describe(`${key} edition`, () => {
    test('home → category → sort and filter in the URL → product → add to cart → flyout → cart → checkout', async ({
      page,
    }) => {
      await openFirstCategory(page, edition);
      const categoryUrl = new URL(page.url());

      // Sort: the state goes into the URL and the back button returns to the unsorted listing.
      await page.getByRole('main').getByRole('combobox').selectOption('price-asc');
      await expect(page).toHaveURL(/sort=price-asc/);
      const prices = (
        await page
          .locator(
            '.shop-tile .shop-price__current [aria-hidden], .shop-tile .shop-price__current:not(:has(*))',
          )
          .allTextContents()
      ).map((text) =>
        Number(
          text
            .replace(/[^\d,.]/g, '')
            .replace(/\.(?=\d{3})/g, '')
            .replace(',', '.'),
        ),
      );
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      await page.goBack();
      await expect(page).toHaveURL(categoryUrl.pathname);
      await hydrated(page);

      // In-stock filter.
      await page.getByRole('checkbox').first().click();
      await expect(page).toHaveURL(/inStock=1/);
      await expect(page.getByRole('checkbox').first()).toBeChecked();

      // A product, in the edition's currency.
      await page.getByRole('main').locator('.shop-tile a').first().click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(edition.currency);
      // The product image has next/image's renditions (its device sizes, 640–3840) from the media service, asked
      // for at half the width and the service's default pixel ratio 2: the loaded one is a rendition's full width.
      const image = page.locator('.shop-gallery__stage img');
      await expect(image).toHaveAttribute('srcset', /\/cdn\/shop\/files\/[^ ]+\?width=320 640w/);
      await expect(image).toHaveAttribute('srcset', /\?width=1920 3840w$/);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect([640, 750, 828, 1080, 1200, 1920, 2048, 3840]).toContain(
        await image.evaluate((img: HTMLImageElement) => img.naturalWidth),
      );
      await hydrated(page);

      const sizes = page.getByRole('radiogroup');
      if (await sizes.count()) {
        await page.getByRole('button', { name: edition.addToCart }).first().click();
        await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
        await sizes.getByRole('radio', { disabled: false }).first().check({ force: true });
      }
      await page.getByRole('button', { name: edition.addToCart }).first().click();

      const flyout = page.getByRole('dialog');
      await expect(flyout.getByRole('heading', { name: edition.added })).toBeVisible();
      await expect(flyout).toContainText(edition.currency);
      await expect(page.getByRole('banner').getByRole('button', { name: /1/ })).toBeVisible();

      await flyout.getByRole('link').last().click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.locator('.shop-cart-line')).toHaveCount(1);
      await hydrated(page);
      await page
        .getByRole('main')
        .getByRole('link')
        .filter({ hasText: /./ })
        .and(page.locator('a[href*="/checkouts/"]'))
        .click();
      // A guest chooses guest checkout or login first (accounts).
      await page.getByRole('dialog').locator('a[href*="/checkouts/"]').click();
      await expect(page).toHaveURL(/\/checkouts\//);
    });

    test('search for a product by a word of its title in the edition language', async ({ page }) => {
      await openFirstCategory(page, edition);
      const title =
        (await page.getByRole('main').locator('.shop-tile h3, .shop-tile h2').first().textContent()) ?? '';
      const word = title.split(/\s+/).find((part) => part.length > 4) ?? title;
      const field = page.getByRole('search').getByRole('combobox');
      await field.fill(word);
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${edition.searchRoute}\\?q=`));
      await expect(page.getByRole('main')).toContainText(word);
      await expect(page.getByRole('main').locator('.shop-tile').first()).toBeVisible();
      // The count shows once: the search page's own 'n products found', not the listing's 'n products' too.
      await expect(page.locator('.shop-listing__head p')).toHaveCount(1);
      await expect(page.locator('.shop-listing__head p')).toHaveText(edition.found);
    });
  });
}

test('the search page links the categories and manufacturers its phrase matches, with their counts', async ({
  page,
}) => {
  await page.goto('/uk/search?q=scale');
  const main = page.getByRole('main');
  const found = (await main.getByText(/^\d+ products? found$/).textContent()) ?? '';
  const total = Number(found.split(' ')[0]);
  expect(total).toBeGreaterThan(0);
  const groups = main.getByRole('navigation', { name: 'Matching categories and manufacturers' });
  // Every found product is the manufacturer's: its link counts them all.
  await expect(
    groups
      .getByRole('region', { name: 'Manufacturers' })
      .getByRole('link', { name: `Vitalis ${found.replace(' found', '')}` }),
  ).toHaveAttribute('href', '/uk/m/vitalis/');
  const category = groups.getByRole('region', { name: 'Categories' }).getByRole('link').first();
  const name = (await category.locator('.shop-search-links__title').textContent()) ?? '';
  await category.click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a search without results says so', async ({ page }) => {
  await page.goto('/search-de?q=xqzwv');
  await expect(page.getByText('Keine Suchergebnisse gefunden')).toBeVisible();
});

test('the search route opened without a phrase asks for one, quoting no empty phrase', async ({ page }) => {
  await page.goto('/uk/search');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(main.getByText('Please enter a search term.')).toBeVisible();
  await expect(main.getByText(/Search results for|No search results found/)).toHaveCount(0);
  await expect(page).toHaveTitle(/^Search( \| .+)?$/);
});

test('the search field requires a phrase before submit, with the translated message once hydrated', async ({
  page,
}) => {
  await page.goto('/de/');
  const search = page.getByRole('search');
  const field = search.getByRole('combobox');
  // Before hydration the browser's own bubble stops the submit; after it, the translated message does. Either way
  // the page stays where it is, so Enter is pressed until the page has hydrated.
  await expect(async () => {
    await field.press('Enter');
    await expect(search.getByRole('alert')).toHaveText('Bitte geben Sie einen Suchbegriff ein.', {
      timeout: 500,
    });
  }).toPass();
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
});

test('autosuggest: typing shows up to four products and categories; a suggestion opens with the keyboard', async ({
  page,
}) => {
  await page.goto('/de/');
  await hydrated(page);
  const field = page.getByRole('search').getByRole('combobox');
  await field.pressSequentially('waage', { delay: 30 });
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(list).toContainText('Produkte');
  const products = list.getByRole('option').filter({ hasNotText: 'Alle Ergebnisse anzeigen' });
  expect(await products.count()).toBeGreaterThan(0);
  expect(await products.count()).toBeLessThanOrEqual(4 + 3);
  const first = (await products.first().textContent()) ?? '';
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/de\/p\//);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(first.trim());
});

test('autosuggest API: a bad request answers 400 with a message key, never 500', async ({ request }) => {
  for (const query of ['edition=xx&q=waage', 'edition=de', `edition=de&q=${'w'.repeat(101)}`]) {
    const response = await request.get(`/api/autosuggest?${query}`);
    expect(response.status()).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: 'invalid_input',
      message: 'FORM_ERROR_PATTERN',
    });
  }
  const ok = await request.get('/api/autosuggest?edition=pl&q=waga');
  expect(ok.status()).toBe(200);
  const body = await ok.json();
  expect(body.phrase).toBe('waga');
  expect(body.products.length).toBeLessThanOrEqual(4);
  for (const product of body.products) expect(product.url).toMatch(/^\/pl\/p\//);
});

test.describe('load more', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("30 per page on mobile, labelled 'x of y items', kept in the URL", async ({ page }) => {
    await page.goto('/de/');
    await page.locator('.content-tiles a').first().click();
    // The first visit stores the mobile page size in the count cookie; the server uses it from then on.
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'count')?.value)
      .toBe('30');
    await page.reload();
    await hydrated(page);
    await expect(page.getByText(/^30 von \d+ Artikeln$/)).toBeVisible();
    await page.getByRole('link', { name: 'Mehr laden' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^(60|\d+) von \d+ Artikeln$/)).toBeVisible();
    await expect(page.locator('.shop-tile')).toHaveCount(await page.locator('.shop-tile').count());
    expect(await page.locator('.shop-tile').count()).toBeGreaterThan(30);
  });
});

test.describe('the filter drawer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('stays open while the shopper filters: each change shows the new count to apply, focus stays put', async ({
    page,
  }) => {
    await page.goto('/uk/');
    await page.locator('.content-tiles a').first().click();
    await hydrated(page);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    // A click, not check(): the box shows the listing's state, which the new page brings.
    await drawer.getByRole('checkbox', { name: 'In stock only' }).click();
    await expect(page).toHaveURL(/[?&]inStock=1(&|$)/);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await expect(drawer.getByRole('checkbox', { name: 'In stock only' })).toBeFocused();
    // The count to apply is the filtered listing's, which the page behind states too.
    const count = await page.getByText(/^\d+ products?$/).textContent();
    const apply = drawer.getByRole('button', { name: `Show ${count}` });
    await apply.click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: /^Filter\s?1$/ })).toBeFocused();
  });
});

test.describe("a phone's first visit", () => {
  // No script, so no count cookie is ever written: the page size comes from the request alone.
  test.use({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    javaScriptEnabled: false,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  });

  test('gets the mobile page size before the browser has stored one', async ({ page }) => {
    await page.goto('/de/');
    await page.locator('.content-tiles a').first().click();
    await expect(page.getByText(/^30 von \d+ Artikeln$/)).toBeVisible();
    await expect(page.locator('.shop-tile')).toHaveCount(30);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'count')).toBe(false);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('load more is a link to the next page, so it works before hydration too', async ({ page }) => {
    await page.goto('/de/');
    await page.locator('.content-tiles a').first().click();
    await expect(page.getByText(/^48 von \d+ Artikeln$/)).toBeVisible();
    await page.getByRole('link', { name: 'Mehr laden' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText(/^\d+ von \d+ Artikeln$/)).not.toHaveText(/^48 /);
    expect(await page.locator('.shop-tile').count()).toBeGreaterThan(48);
  });

  test('sort and filters are GET forms, so they work before hydration too', async ({ page }) => {
    await page.goto('/de/');
    await page.locator('.content-tiles a').first().click();
    const main = page.getByRole('main');
    const sort = main.getByRole('combobox', { name: 'Sortieren nach' });
    await sort.selectOption({ label: 'Preis aufsteigend' });
    await main.getByRole('button', { name: 'Sortieren', exact: true }).click();
    await expect(page).toHaveURL(/\?sort=price-asc$/);
    await expect(sort).toHaveValue('price-asc');
    const prices = await main.locator('.shop-tile .shop-price__current').allTextContents();
    const amounts = prices.map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    await main.getByRole('checkbox', { name: 'Nur verfügbare Artikel' }).check();
    await main.getByRole('button', { name: 'Filter anwenden' }).click();
    await expect(page).toHaveURL(/[?&]inStock=1(&|$)/);
    await expect(page).toHaveURL(/[?&]sort=price-asc(&|$)/);
    await expect(main.getByRole('checkbox', { name: 'Nur verfügbare Artikel' })).toBeChecked();
    await expect(sort).toHaveValue('price-asc');
    await expect(main.locator('.shop-tile[data-sold-out]')).toHaveCount(0);
  });
});

test('canonical URL and hreflang alternates of a category, Spanish excluded', async ({ page }) => {
  await page.goto('/de/');
  await page.locator('.content-tiles a').first().click();
  const path = new URL(page.url()).pathname;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  await expect(page.locator('link[rel="alternate"][hreflang="en-GB"]')).toHaveAttribute('href', /\/uk\//);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/global\//);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveCount(0);
});

test('a failing backend call during add-to-cart shows a translated error and keeps the cart as it was', async ({
  page,
}) => {
  const [variant] = await variantsForSale(1);
  await seedCart(page, [{ merchandiseId: variant as string, quantity: 1 }]);
  await page.goto('/de/');
  await page.locator('.content-tiles a').nth(1).click();
  await page.getByRole('main').locator('.shop-tile a').first().click();
  await hydrated(page);
  const cartButton = page.getByRole('banner').getByRole('button', { name: /Warenkorb/ });
  await expect(cartButton).toHaveAccessibleName(/1 Artikel/);

  await injectFault({ operation: 'cartLinesAdd', status: 500, times: 1 });
  const sizes = page.getByRole('radiogroup');
  if (await sizes.count()) await sizes.getByRole('radio', { disabled: false }).first().check({ force: true });
  await page
    .getByRole('button', { name: /In den Warenkorb/ })
    .first()
    .click();
  await expect(
    page.getByText('Der Artikel konnte nicht in den Warenkorb gelegt werden', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cartButton).toHaveAccessibleName(/1 Artikel/);

  await page
    .getByRole('button', { name: /In den Warenkorb/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'In den Warenkorb gelegt' }),
  ).toBeVisible();
  await expect(cartButton).toHaveAccessibleName(/2 Artikel/);
});

test('a content page renders its editorial text', async ({ page }) => {
  await page.goto('/pl/polityka-prywatnosci/');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Polityka prywatności' }),
  ).toBeVisible();
  await expect(page.getByRole('main').locator('.prose')).not.toBeEmpty();
});

test('when the page service fails, the web edition behind /scrape answers instead', async ({ page }) => {
  // A category no other test opens (csp and cookie specs open Heizdecken): a kept page would not ask the service.
  await injectFault({ path: '/enterprise/page', status: 503, times: 1 });
  const response = await page.goto('/de/c/waerme/waermebekleidung/');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Wärmebekleidung' }),
  ).toBeVisible();
});

test('when the page service and its fallback fail, the translated error page answers', async ({ page }) => {
  await injectFault({ path: '/enterprise/page', status: 503, times: 1 });
  await injectFault({ path: '/scrape', status: 503, times: 1 });
  // A failure is never cached: the next request asks the page service again.
  // A category no other test opens (a kept page would not ask the page service); the texts are the error snippet's.
  await page.goto('/pl/c/masaz/');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Wystąpił błąd' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Strona główna' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Masaż' })).toBeVisible();
});
