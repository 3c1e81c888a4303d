import { expect, test } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';
import { clearFaults, injectFault, seedCart, variantsForSale } from './shop';

const PL_INCREASE = 'Zwiększ ilość';

test.afterEach(clearFaults);

test.describe('cart page', () => {
  test("an empty cart says 'Your cart is empty' in the edition's language", async ({ page }) => {
    await page.goto('/de/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByText('Ihr Warenkorb ist leer')).toBeVisible();
  });

  test('change a quantity, remove a line, reach the sandbox checkout (PLN in the Polish shop)', async ({
    page,
  }) => {
    const [first, second] = await variantsForSale(2);
    await seedCart(
      page,
      [
        { merchandiseId: first as string, quantity: 1 },
        { merchandiseId: second as string, quantity: 2 },
      ],
      'PL',
      'PL',
    );
    await page.goto('/pl/cart');
    const lines = page.locator('.shop-cart-line');
    await expect(lines).toHaveCount(2);
    await expect(page.locator('main')).toContainText('zł');

    const firstLine = lines.first();
    await firstLine.getByRole('button', { name: PL_INCREASE }).first().click();
    await expect(firstLine.getByRole('spinbutton').or(firstLine.locator('input'))).toHaveValue('2');

    await lines.nth(1).getByRole('button', { name: /Usuń/ }).click();
    await expect(lines).toHaveCount(1);

    await page.getByRole('link', { name: 'Przejdź do kasy' }).click();
    // A guest chooses guest checkout or login first (accounts).
    await page.getByRole('dialog').locator('a[href*="/checkouts/"]').click();
    await expect(page).toHaveURL(/\/checkouts\//);
  });

  test('a failing backend call shows a translated error and keeps the cart as it was', async ({ page }) => {
    const [variant] = await variantsForSale(1);
    await seedCart(page, [{ merchandiseId: variant as string, quantity: 1 }]);
    await page.goto('/de/cart');
    const line = page.locator('.shop-cart-line');
    await expect(line).toHaveCount(1);
    await injectFault({ operation: 'cartLinesRemove', status: 500, times: 1 });
    await line.getByRole('button', { name: /entfernen/i }).click();
    await expect(
      page.getByText('Ihr Warenkorb konnte nicht aktualisiert werden', { exact: false }),
    ).toBeVisible();
    await expect(line).toHaveCount(1);
  });

  test('a cart gone at the backend since the page loaded reads as empty after the next change, and says so', async ({
    page,
  }) => {
    const [variant] = await variantsForSale(1);
    await seedCart(page, [{ merchandiseId: variant as string, quantity: 1 }]);
    await page.goto('/de/cart');
    const line = page.locator('.shop-cart-line');
    await expect(line).toHaveCount(1);
    // The stored cart now names one the backend does not have (an expired cart reads the same).
    await page.evaluate(
      (key) =>
        localStorage.setItem(
          key,
          JSON.stringify({ id: 'gid://shopify/Cart/gone?key=nope', country: 'DE', language: 'DE' }),
        ),
      `cartId:${SANDBOX_URL}`,
    );
    await line.getByRole('button', { name: 'Menge erhöhen' }).click();
    await expect(
      page.getByText('Ihr Warenkorb ist abgelaufen und jetzt leer.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('Ihr Warenkorb ist leer')).toBeVisible();
    await expect(line).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), `cartId:${SANDBOX_URL}`)).toBeNull();
  });
});

test.describe('not found', () => {
  test('an unknown URL answers 404 with noindex and the translated page', async ({ page }) => {
    const response = await page.goto('/de/gibt-es-nicht/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Seite nicht gefunden' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Die gesuchte Seite wurde leider nicht gefunden');
    await expect(page).toHaveTitle('Seite nicht gefunden | Vitalis');
  });
});
