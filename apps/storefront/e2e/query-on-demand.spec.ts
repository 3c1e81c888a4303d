import { expect, type Page, test } from '@playwright/test';
import { clearFaults, injectFault, seedCart, variantsForSale } from './shop';

// TanStack Query loads with the first action that needs it (docs/ui.md, "Client data"); a cart action never needs
// it (docs/architecture.md, "A cart add"). Its provider's error message is a string no minifier renames: a script
// that carries it carries the library.
const TANSTACK_QUERY = 'No QueryClient set';

test.afterEach(clearFaults);

/** Watches the page's scripts: whether one with TanStack Query has arrived, and holds later ones back a while. */
async function watchScripts(page: Page) {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(await response.text().catch(() => ''));
  });
  return {
    hasQuery: () => bodies.some((body) => body.includes(TANSTACK_QUERY)),
    /** From now on each script answers 800 ms late, as on a slow phone network. */
    slowDown: () =>
      page.route('**/_next/static/chunks/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      }),
  };
}

/** The first product of an edition's first category, hydrated, its first available size chosen if it has sizes. */
async function productPage(page: Page, prefix: string) {
  await page.goto(prefix);
  await page.locator('.content-tiles a').first().click();
  await page.getByRole('main').locator('.shop-tile a').first().click();
  await page.waitForLoadState('networkidle');
}

async function chooseSize(page: Page) {
  const sizes = page.getByRole('radiogroup');
  if (await sizes.count()) await sizes.getByRole('radio', { disabled: false }).first().check({ force: true });
}

test('add to cart on the first click: busy at once while the shop client and the call load, then the flyout', async ({
  page,
}) => {
  const scripts = await watchScripts(page);
  await productPage(page, '/de/');
  expect(scripts.hasQuery(), 'no TanStack Query before the first action').toBe(false);

  await scripts.slowDown();
  await injectFault({ operation: 'cartCreate', latencyMs: 800, times: 1 });
  await chooseSize(page);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'In den Warenkorb' }).first().click();
  // The label says so and the button ignores clicks, before the shop client that makes the call has arrived.
  await expect(main.getByRole('button', { name: 'Wird hinzugefügt …' })).toHaveAttribute('aria-busy', 'true');
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'In den Warenkorb gelegt' }),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: 'Wird hinzugefügt …' })).toHaveCount(0);
  expect(scripts.hasQuery(), 'a cart add and its flyout need no TanStack Query').toBe(false);
  await expect(page.getByRole('banner').getByRole('button', { name: /Warenkorb/ })).toHaveAccessibleName(
    /1 Artikel/,
  );
});

test('a first add that fails shows its toast in the edition’s language, and nothing is added', async ({
  page,
}) => {
  await productPage(page, '/uk/');
  await injectFault({ operation: 'cartCreate', status: 500, times: 1 });
  await chooseSize(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(
    page.getByText('The product could not be added to your cart. Please try again.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an offline first add: the page stays, the toast says why, and back online the next add works', async ({
  page,
}) => {
  await productPage(page, '/uk/');
  const heading =
    (await page.getByRole('main').getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(heading).not.toBe('');
  await chooseSize(page);
  // Offline before the first click: the code of the action cannot be downloaded, nor the call made.
  await page.context().setOffline(true);
  const add = page.getByRole('main').getByRole('button', { name: 'Add to cart' }).first();
  await add.click();
  await expect(
    page.getByText('We could not reach the shop. Please check your internet connection and try again.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await page.context().setOffline(false);
  await add.click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Added to cart' })).toBeVisible();
});

test('a phrase typed while the suggestions’ code loads is asked for once it is there', async ({ page }) => {
  const scripts = await watchScripts(page);
  await page.goto('/de/');
  await page.waitForLoadState('networkidle');
  expect(scripts.hasQuery()).toBe(false);
  await scripts.slowDown();
  const field = page.getByRole('search').getByRole('combobox');
  await field.pressSequentially('waage', { delay: 20 });
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await expect(field).toHaveValue('waage');
  expect(scripts.hasQuery()).toBe(true);
});

test('cart page: no TanStack Query, before or with a change, which is busy and shown at once while under way', async ({
  page,
}) => {
  const variants = await variantsForSale(2);
  const lines = variants.map((merchandiseId) => ({ merchandiseId, quantity: 1 }));
  await seedCart(page, lines, 'GB', 'EN');
  const scripts = await watchScripts(page);
  await page.goto('/uk/cart');
  const shown = page.locator('.shop-cart-line');
  await expect(shown).toHaveCount(2);
  await page.waitForLoadState('networkidle');
  expect(scripts.hasQuery(), 'no TanStack Query before the first change').toBe(false);

  await scripts.slowDown();
  await injectFault({ operation: 'cartLinesUpdate', latencyMs: 800, times: 1 });
  await shown.first().getByRole('button', { name: 'Increase quantity' }).click();
  // The line is busy with the quantity asked for while scripts and the call are slow.
  await expect(shown.first()).toHaveAttribute('aria-busy', 'true');
  await expect(shown.first().getByRole('spinbutton')).toHaveValue('2');
  await expect(shown.nth(1)).not.toHaveAttribute('aria-busy', 'true');
  await expect(shown.first()).not.toHaveAttribute('aria-busy', 'true');
  await expect(shown.first().getByRole('spinbutton')).toHaveValue('2');
  expect(scripts.hasQuery(), 'a cart change needs no TanStack Query').toBe(false);

  // A removal that fails says so in the edition's language and keeps the line.
  await injectFault({ operation: 'cartLinesRemove', status: 500, times: 1 });
  await shown
    .nth(1)
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(page.getByText('Your cart could not be updated', { exact: false })).toBeVisible();
  await expect(shown).toHaveCount(2);
});
