import { expect, test } from '@playwright/test';
import { findProduct } from './product-content';

test('autosuggest asks once typing pauses, and keeps the answer per phrase for the visit', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/autosuggest') asked.push(url.searchParams.get('q') ?? '');
  });
  // The page's clock stands still while the shopper types, so a slow machine's gap between two keys cannot pass for
  // a pause: the debounce is tested on the page's own timers.
  await page.clock.install();
  await page.goto('/de/');
  await page.waitForLoadState('networkidle');
  const field = page.getByRole('search').getByRole('combobox');
  const list = page.getByRole('listbox');
  await field.focus();
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt(Date.now() + 1000);

  await field.pressSequentially('waage', { delay: 40 });
  await page.clock.runFor(450);
  await page.waitForTimeout(300);
  expect(asked).toEqual([]);
  await page.clock.runFor(100);
  await expect.poll(() => asked).toEqual(['waage']);
  await page.clock.resume();
  await expect(list).toBeVisible();

  await field.fill('blut');
  await expect.poll(() => asked).toEqual(['waage', 'blut']);
  await expect(list).toBeVisible();

  // Back to a phrase asked before: its kept answer shows after the pause, and nothing is asked again.
  await field.fill('waage');
  await expect(list).toBeVisible();
  await page.waitForTimeout(700);
  expect(asked).toEqual(['waage', 'blut']);
});

test('a suggested product that cannot be bought says "Currently unavailable" (§8); one for sale does not', async ({
  page,
}) => {
  const soldOut = await findProduct('en', (product) =>
    product.variants.every((variant) => variant.stock === 0),
  );
  const forSale = await findProduct('en', (product) =>
    product.variants.every((variant) => variant.stock > 10),
  );
  await page.goto('/global/');
  const field = page.getByRole('search').getByRole('combobox');
  const list = page.getByRole('listbox');
  await field.fill(soldOut.title);
  await expect(list.getByRole('option', { name: soldOut.title }).first()).toHaveAccessibleName(
    `${soldOut.title} Currently unavailable`,
  );
  await field.fill(forSale.title);
  await expect(list.getByRole('option', { name: forSale.title }).first()).toHaveAccessibleName(forSale.title);
});
