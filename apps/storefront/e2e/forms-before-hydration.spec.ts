import { expect, type Page, test } from '@playwright/test';
import { findProduct, publicPath } from './product-content';

// Before hydration (here: without JavaScript) no form may send what was typed to the page's URL: a form that only
// script can send waits for hydration and is a POST form besides; one the browser can send posts to its route.
test.use({ javaScriptEnabled: false });

// Without JavaScript the browser loads every image at once, lazy ones and the navigation's hidden submenus' too; on
// a fresh sandbox that encodes each on first request, the load event came after 18 s alone and past the test's
// minute on CI's busy cores. These tests are about the forms: the document is enough.
const READY = { waitUntil: 'domcontentloaded' } as const;

/** Every form of the page that would put an email, a password or free text into a GET URL. */
async function leakingForms(page: Page): Promise<string[]> {
  return page.locator('form').evaluateAll((forms) =>
    (forms as HTMLFormElement[])
      .filter((form) => form.method === 'get')
      .filter((form) => form.querySelector('input[type="email"], input[type="password"], textarea'))
      .map((form) => form.outerHTML.slice(0, 120)),
  );
}

test('product page: the review form posts to its own route, and what was typed goes into no URL', async ({
  page,
}) => {
  const product = await findProduct('en', (p) => p.sections.reviews.count > 0);
  const path = publicPath(product.url);
  await page.goto(path, READY);
  const section = page.locator('#product-reviews');
  const form = section.locator('form');
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', '/api/reviews');
  expect(await leakingForms(page)).toEqual([]);
  const title = section.getByLabel('Title of your review *', { exact: true });
  await title.fill('Accurate');
  await section.getByLabel('Email address *', { exact: true }).fill('anna@example.com');
  await title.press('Enter');
  // Refused (no rating): the route's page shows the form again with what was typed (e2e/reviews.spec.ts).
  await expect(page).toHaveURL(/\/api\/reviews$/);
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByLabel('Title of your review *', { exact: true })).toHaveValue('Accurate');
  expect(await leakingForms(page)).toEqual([]);
});

test('footer: the newsletter form sends no email to the URL', async ({ page }) => {
  await page.goto('/uk/', READY);
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: 'Email address' });
  await email.fill('anna@example.com');
  await email.press('Enter');
  await page.waitForLoadState('domcontentloaded');
  expect(new URL(page.url()).search).toBe('');
  await expect(email).toHaveValue('anna@example.com');
  expect(await leakingForms(page)).toEqual([]);
});

test('header search: an empty phrase is not sent (the field is required)', async ({ page }) => {
  await page.goto('/global/', READY);
  const field = page.getByRole('search').getByRole('combobox', { name: 'Search' });
  await field.press('Enter');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.waitForLoadState('domcontentloaded');
  await expect(page).toHaveURL(/\/global\/$/);
  await field.fill('scale');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search-global\?q=scale$/);
});

test('login: no email or password in the URL', async ({ page }) => {
  await page.goto('/global/login', READY);
  const main = page.getByRole('main');
  const password = main.locator('input[type="password"]').first();
  await main.locator('input[type="email"]').first().fill('anna@example.com');
  await password.fill('Geheim123!');
  await password.press('Enter');
  await page.waitForLoadState('domcontentloaded');
  expect(new URL(page.url()).search).toBe('');
  expect(await leakingForms(page)).toEqual([]);
});
