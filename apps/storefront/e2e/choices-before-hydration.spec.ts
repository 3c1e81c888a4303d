import { expect, type Page, test } from '@playwright/test';
import { contentUrl, serviceContent } from './service-pages';

// A shopper on a slow phone chooses in a GET form before React has hydrated the page: once it has, the page acts
// on that choice as if it had been made after hydration (issue 11, "Controls before hydration").

/** Holds the page's scripts back until `release()`, so the page stays server HTML until then. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Counts full page loads: a choice applied after hydration is a client navigation, never a reload. */
function countDocuments(page: Page) {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      documents.push(request.url());
    }
  });
  return documents;
}

const amount = (text: string) =>
  Number(
    text
      .replace(/[^\d,.]/g, '')
      .replace(/\.(?=\d{3})/g, '')
      .replace(',', '.'),
  );

test('listing sort: Price ascending picked before hydration sorts the list once hydrated', async ({
  page,
}) => {
  const documents = countDocuments(page);
  const release = await holdScripts(page);
  await page.goto('/global/c/scales/', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  const sort = main.getByRole('combobox', { name: 'Sort by' });
  // The 'Sort' button shows only before hydration.
  await expect(main.getByRole('button', { name: 'Sort', exact: true })).toBeVisible();
  await expect(sort).toHaveValue('popularity');
  await sort.selectOption({ label: 'Price ascending' });

  release();
  await expect(page).toHaveURL(/\/global\/c\/scales\/\?sort=price-asc$/);
  await expect(main.getByRole('button', { name: 'Sort', exact: true })).toBeHidden();
  await expect(sort).toHaveValue('price-asc');
  await expect(sort.locator('option:checked')).toHaveText('Price ascending');
  await expect(async () => {
    const prices = (
      await main
        .locator(
          '.shop-tile .shop-price__current [aria-hidden], .shop-tile .shop-price__current:not(:has(*))',
        )
        .allTextContents()
    ).map(amount);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();
  await page.waitForLoadState('networkidle');
  expect(documents).toHaveLength(1);
  await expect(sort).toHaveValue('price-asc');
});

test('manuals: Data sheet picked in File type before hydration filters the list once hydrated', async ({
  page,
}) => {
  const path = '/global/service/instructions-for-use';
  const { items } = await serviceContent<{ items: { kind: string }[] }>('global', contentUrl('global', path));
  const sheets = items.filter((entry) => entry.kind === 'datasheet').length;
  expect(sheets).toBeGreaterThan(0);
  expect(sheets).toBeLessThan(items.length);

  const documents = countDocuments(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  const list = page.locator('main li');
  await expect(list).toHaveCount(items.length);
  const fileType = page.getByRole('combobox', { name: 'File type' });
  await fileType.selectOption({ label: 'Data sheet' });

  release();
  await expect(list).toHaveCount(sheets);
  await expect(page).toHaveURL(new RegExp(`${path}\\?fileType=datasheet$`));
  await expect(fileType.locator('option:checked')).toHaveText('Data sheet');
  for (const item of await list.all()) {
    await expect(item.getByText('Data sheet', { exact: true })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(documents).toHaveLength(1);
  await expect(list).toHaveCount(sheets);
});
