import { expect, type Page, test } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';
import { DESKTOP, PHONE } from './shell-texts';

const EDITIONS = {
  global: {
    home: '/global/',
    language: 'en',
    cart: /^Cart, /,
    addToCart: /Add to cart/,
    cartPage: '/global/cart',
    catalogue:
      'Our shop is in catalogue mode: you can browse all products, but ordering is not possible at the moment.',
    smartMessage: 'New: blood pressure app',
    nav: 'Main navigation',
    backToTop: 'Back to top',
  },
  de: {
    home: '/de/',
    language: 'de',
    cart: /^Warenkorb, /,
    addToCart: /In den Warenkorb/,
    cartPage: '/de/cart',
    catalogue:
      'Unser Shop ist im Katalogmodus: Sie können alle Produkte ansehen, Bestellungen sind derzeit aber nicht möglich.',
    smartMessage: 'Neu: Blutdruck-App',
    nav: 'Hauptnavigation',
    backToTop: 'Nach oben',
  },
  pl: {
    home: '/pl/',
    language: 'pl',
    cart: /^Koszyk, /,
    addToCart: /Dodaj do koszyka/,
    cartPage: '/pl/cart',
    catalogue:
      'Nasz sklep działa w trybie katalogu: możesz przeglądać wszystkie produkty, ale składanie zamówień nie jest obecnie możliwe.',
    smartMessage: 'Nowość: aplikacja ciśnienia',
    nav: 'Menu główne',
    backToTop: 'Do góry',
  },
} as const;

async function editSettings(language: string, content: Record<string, unknown>) {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/content/snippet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      snippetId: 'storefront-settings',
      language,
      component: 'storefront-settings',
      content,
    }),
  });
  expect(response.status).toBe(200);
}

async function firstProduct(page: Page, home: string) {
  await page.goto(home);
  await page.locator('.content-tiles a').first().click();
  await page.getByRole('main').locator('.shop-tile a').first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const [key, edition] of Object.entries(EDITIONS)) {
  test.describe(`${key}`, () => {
    test.use({ viewport: DESKTOP });

    test('catalogue mode hides the cart actions on every page; the cart page says so', async ({ page }) => {
      await firstProduct(page, edition.home);
      await expect(page.getByRole('button', { name: edition.cart })).toBeVisible();
      await expect(page.getByRole('button', { name: edition.addToCart }).first()).toBeVisible();
      await editSettings(edition.language, { catalogueMode: true });
      try {
        await expect
          .poll(async () => {
            await page.reload();
            return page.getByRole('button', { name: edition.cart }).count();
          })
          .toBe(0);
        await expect(page.getByRole('button', { name: edition.addToCart })).toHaveCount(0);
        await page.goto(edition.home);
        await expect(page.getByRole('banner').getByRole('button', { name: edition.cart })).toHaveCount(0);
        await page.goto(edition.cartPage);
        await expect(page.getByRole('main').getByRole('status')).toHaveText(edition.catalogue);
      } finally {
        await editSettings(edition.language, { catalogueMode: false });
      }
    });

    test('a smart message shows on the category it is aimed at, not on another', async ({ page }) => {
      await page.goto(edition.home);
      const nav = page.getByRole('navigation', { name: edition.nav });
      const categories = nav.getByRole('list').first().locator(':scope > li > a');
      await categories.nth(0).click();
      const message = page.getByRole('complementary', { name: edition.smartMessage });
      await expect(message).toBeVisible();
      const toggle = message.getByRole('button', { name: edition.smartMessage });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(message.getByRole('link')).toBeVisible();
      // Open in the corner back-to-top uses: the button rises above it instead of hiding under it.
      await page.evaluate(() => window.scrollTo(0, 400));
      const backToTop = page.getByRole('button', { name: edition.backToTop });
      await expect(backToTop).toBeVisible();
      await expect
        .poll(async () => {
          const [button, box] = await Promise.all([backToTop.boundingBox(), message.boundingBox()]);
          return button && box ? button.y + button.height <= box.y : false;
        })
        .toBe(true);
      await backToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.goto(edition.home);
      await categories.nth(1).click();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('complementary', { name: edition.smartMessage })).toHaveCount(0);
    });
  });

  test.describe(`${key}, phone`, () => {
    test.use({ viewport: PHONE });

    test('back-to-top appears after 160 px of scrolling and scrolls up', async ({ page }) => {
      await page.goto(edition.home);
      const button = page.getByRole('button', { name: edition.backToTop });
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 150));
      await page.waitForTimeout(200);
      await expect(button).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toBeHidden();
    });
  });
}
