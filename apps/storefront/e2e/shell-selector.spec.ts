import { expect, type Page, test } from '@playwright/test';
import { LANGUAGE_SITES, SANDBOX_URL } from '../playwright.config';
import { DESKTOP, PHONE } from './shell-texts';
import { seedCart, storefront, variantsForSale } from './shop';

async function setStock(variantId: string, stock: number) {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/variants/${encodeURIComponent(variantId)}/stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stock }),
  });
  expect(response.status).toBe(200);
}

async function productTitleOf(variantId: string): Promise<string> {
  const data = await storefront<{ node: { product: { title: string } } }>(
    'query ($id: ID!) { node(id: $id) { ... on ProductVariant { product { title } } } }',
    { id: variantId },
  );
  return data.node.product.title;
}

async function openFirstProduct(page: Page, home: string) {
  await page.goto(home);
  await page.locator('.content-tiles a').first().click();
  await page.getByRole('main').locator('.shop-tile a').first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('language and delivery-country selector', () => {
  test.use({ viewport: DESKTOP });

  test('de → uk keeps the shopper on the same product in GBP; the cart is re-validated and says what it dropped', async ({
    page,
  }) => {
    const [kept, dropped] = await variantsForSale(2);
    if (!kept || !dropped) throw new Error('the seeded catalogue has no two variants for sale');
    await seedCart(page, [
      { merchandiseId: kept, quantity: 1 },
      { merchandiseId: dropped, quantity: 1 },
    ]);
    await openFirstProduct(page, '/de/');
    await expect(page.getByRole('button', { name: 'Warenkorb, 2 Artikel' })).toBeVisible();
    const ukAlternate = new URL(
      (await page.locator('link[rel="alternate"][hreflang="en-GB"]').getAttribute('href')) ?? '',
    ).pathname;

    // The dropped line's variant sells out before the switch: the UK cart cannot keep it.
    await setStock(dropped, 0);
    const droppedTitle = await productTitleOf(dropped);

    const selector = page.getByRole('button', { name: 'Land und Sprache: Deutschland, Deutsch' });
    await selector.click();
    const list = page.getByRole('list', { name: 'Wählen Sie Ihr Lieferland und Ihre Sprache' });
    await expect(list.getByRole('link')).toHaveCount(10);
    // The external sites are the configured ones (LANGUAGE_SITE_US, LANGUAGE_SITE_ES), in an SSO edition too.
    await expect(list.getByRole('link', { name: /^Spanisch/ })).toHaveAttribute('href', LANGUAGE_SITES.es);
    await expect(list.getByRole('link', { name: /^Englisch \(USA\)/ })).toHaveAttribute(
      'href',
      LANGUAGE_SITES.us,
    );
    await expect(list.getByRole('link', { name: 'Englisch (UK)' })).toHaveAttribute('href', ukAlternate);
    await list.getByRole('link', { name: 'Englisch (UK)' }).click();

    await expect(page).toHaveURL(new RegExp(`${ukAlternate}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.getByRole('main')).toContainText('£');
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'removed from your cart' })).toContainText(
      `This item is not available in the chosen country and was removed from your cart: ${droppedTitle}`,
    );
    // The kept line is re-validated against the UK shop's product data: it links to its page there.
    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    const line = page.getByRole('dialog', { name: 'Cart' }).locator('.shop-cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByRole('link').first()).toHaveAttribute('href', /^\/uk\/p\//);
    await page.keyboard.press('Escape');
    await setStock(dropped, 100);

    // The choice is remembered: / brings the shopper back to the UK shop.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'country')?.value).toBe('gb');
    await page.goto('/');
    await expect(page).toHaveURL(/\/uk\/$/);
  });

  test('from the pl home, the global home; the cookie remembers en', async ({ page }) => {
    await page.goto('/pl/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Kraj i język: Polska, Polski' }).click();
    await page.getByRole('link', { name: 'Angielski (międzynarodowy)' }).click();
    await expect(page).toHaveURL(/\/global\/$/);
    await expect(
      page.getByRole('button', { name: 'Country and language: Other countries, English (Global)' }),
    ).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'country')?.value).toBe('en');
  });
});

test.describe('the list loads with the first open', () => {
  test.use({ viewport: DESKTOP });

  test('offline at the first open: the selector closes again and the page stays; back online the next open shows the options', async ({
    page,
  }) => {
    await page.goto('/uk/');
    await page.waitForLoadState('networkidle');
    const selector = page.getByRole('button', { name: 'Country and language: Great Britain, English (UK)' });
    await page.context().setOffline(true);
    await selector.click();
    await expect(selector).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await page.context().setOffline(false);
    await selector.click();
    const list = page.getByRole('list', { name: 'Choose your delivery country and language' });
    await expect(list.getByRole('link')).toHaveCount(10);
    // The external sites are the configured ones (LANGUAGE_SITE_US, LANGUAGE_SITE_ES), never a placeholder.
    await expect(list.getByRole('link', { name: /^English \(US\)/ })).toHaveAttribute(
      'href',
      LANGUAGE_SITES.us,
    );
    await expect(list.getByRole('link', { name: /^Spanish/ })).toHaveAttribute('href', LANGUAGE_SITES.es);
    await page.keyboard.press('Escape');
    await expect(selector).toHaveAttribute('aria-expanded', 'false');
    await expect(selector).toBeFocused();
  });
});

test.describe('selector on the phone', () => {
  test.use({ viewport: PHONE });

  test('the mobile navigation holds the selector', async ({ page }) => {
    await page.goto('/de/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hauptnavigation' });
    await dialog.getByRole('button', { name: 'Land und Sprache: Deutschland, Deutsch' }).click();
    await expect(dialog.getByRole('link', { name: 'Polnisch' })).toHaveAttribute('href', '/pl/');
  });
});

test.describe('the delivery country is chosen apart from the language (§2.3)', () => {
  test.use({ viewport: DESKTOP });

  const countryCookie = async (page: Page) =>
    (await page.context().cookies()).find((cookie) => cookie.name === 'country')?.value;

  test('uk (classic): Austria reaches the de store, in German, and stays chosen', async ({ page }) => {
    await page.goto('/uk/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Country and language: Great Britain, English (UK)' }).click();
    const countries = page.getByRole('list', { name: 'Delivery country' });
    await expect(countries.getByRole('link', { name: 'Great Britain' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(countries.getByRole('link', { name: 'Austria' })).toHaveAttribute('href', '/de/');
    // The languages are their own list, unchanged.
    await expect(
      page.getByRole('list', { name: 'Choose your delivery country and language' }).getByRole('link'),
    ).toHaveCount(10);
    await countries.getByRole('link', { name: 'Austria' }).click();

    await expect(page).toHaveURL(/\/de\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
    const selector = page.getByRole('button', { name: 'Land und Sprache: Österreich, Deutsch' });
    await expect(selector).toBeVisible();
    expect(await countryCookie(page)).toBe('at');
    // The next visit of / goes to the store that delivers to Austria, and Austria stays the delivery country.
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
    await expect(selector).toBeVisible();
    expect(await countryCookie(page)).toBe('at');
  });

  test('de (single sign-on): Austria on the de store keeps the page; the language stays German', async ({
    page,
  }) => {
    await page.goto('/de/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Land und Sprache: Deutschland, Deutsch' }).click();
    const countries = page.getByRole('list', { name: 'Lieferland' });
    await expect(countries.getByRole('link', { name: 'Deutschland' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await countries.getByRole('link', { name: 'Österreich' }).click();
    await expect(page.getByRole('button', { name: 'Land und Sprache: Österreich, Deutsch' })).toBeVisible();
    await expect(page).toHaveURL(/\/de\/$/);
    expect(await countryCookie(page)).toBe('at');
    await page.getByRole('button', { name: 'Land und Sprache: Österreich, Deutsch' }).click();
    await expect(
      page.getByRole('list', { name: 'Lieferland' }).getByRole('link', { name: 'Österreich' }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(
      page
        .getByRole('list', { name: 'Wählen Sie Ihr Lieferland und Ihre Sprache' })
        .getByRole('link', { name: 'Deutsch' }),
    ).toHaveAttribute('aria-current', 'true');
  });

  test('global: the delivery countries in English, the global store current', async ({ page }) => {
    await page.goto('/global/');
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('button', { name: 'Country and language: Other countries, English (Global)' })
      .click();
    const countries = page.getByRole('list', { name: 'Delivery country' });
    await expect(countries.getByRole('link', { name: 'Other countries' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(countries.getByRole('link', { name: 'Austria' })).toHaveAttribute('href', '/de/');
  });
});
