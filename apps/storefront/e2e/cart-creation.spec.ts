import { expect, type Page, test } from '@playwright/test';

/** The names of the Storefront API operations the page sends, in order. */
function shopOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().includes('/api/2025-01/graphql')) return;
    const query = (request.postDataJSON() as { query?: string } | null)?.query ?? '';
    operations.push(/^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous');
  });
  return operations;
}

const created = (operations: string[]) => operations.filter((name) => name === 'cartCreate').length;

test('a visit that adds nothing creates no cart at the shop backend; the first add creates one', async ({
  page,
}) => {
  const operations = shopOperations(page);

  await page.goto('/de/');
  await page.waitForLoadState('networkidle');
  await page.locator('.content-tiles a').first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const productUrl = await page.getByRole('main').locator('.shop-tile a').first().getAttribute('href');
  await page.goto(productUrl as string);
  await page.waitForLoadState('networkidle');
  await page.goto('/de/cart');
  await expect(page.getByText('Ihr Warenkorb ist leer')).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Warenkorb/ })
    .click();
  await expect(page.getByRole('dialog').getByText('Ihr Warenkorb ist leer')).toBeVisible();
  await page.keyboard.press('Escape');

  expect(created(operations)).toBe(0);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('cartId:'))),
  ).toEqual([]);

  await page.goto(productUrl as string);
  await page.waitForLoadState('networkidle');
  const sizes = page.getByRole('radiogroup');
  if (await sizes.count()) await sizes.getByRole('radio', { disabled: false }).first().check({ force: true });
  await page
    .getByRole('button', { name: /In den Warenkorb/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'In den Warenkorb gelegt' }),
  ).toBeVisible();
  expect(created(operations)).toBe(1);

  // The next page loads the stored cart instead of creating another.
  await page.goto('/de/cart');
  await expect(page.locator('.shop-cart-line')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(created(operations)).toBe(1);
  expect(operations.at(-1)).toBe('cart');
});
