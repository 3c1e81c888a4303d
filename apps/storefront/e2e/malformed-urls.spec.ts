import { expect, test } from '@playwright/test';

// URLs no page can have: answered before any rendering, never with a 5xx (issue: reliability and security).
const LONG = 'a'.repeat(3000);

test.describe('malformed URLs', () => {
  const paths = [
    '/de/%',
    '/de/c/%E0%A4%A/',
    '/de/p/%ff%fe/',
    '/de/frontend/entry/%ff',
    '/de/frontend/catalogue/desktop/%ff',
    '/de/a%00b/',
    `/de/${LONG}`,
    `/de/?q=${LONG}`,
  ];
  for (const path of paths) {
    test(`${path.slice(0, 40)} gets the translated not-found page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Seite nicht gefunden');
    });
  }

  test('in the uk edition the not-found page is English, with a way home', async ({ page }) => {
    const response = await page.goto('/uk/p/%ff%fe/');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Home page' }).click();
    await expect(page).toHaveURL(/\/uk\/$/);
  });

  // Next.js repairs a broken query (`%ff` becomes U+FFFD) before the proxy sees it: the page renders.
  test('a broken percent-encoding in the query is repaired, not a server error', async ({ request }) => {
    const response = await request.get('/search-de?q=%ff%fe');
    expect(response.status()).toBeLessThan(500);
  });

  for (const path of ['/%ff', `/${LONG}`]) {
    test(`${path.slice(0, 40)} outside an edition is refused without a server error`, async ({ request }) => {
      const response = await request.get(path);
      expect([400, 404]).toContain(response.status());
    });
  }
});

test.describe('a path no edition owns', () => {
  test('uk: the not-found page is in the chosen store’s language, with a way to its home', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'country', value: 'gb', url: baseURL ?? '' }]);
    const response = await page.goto('/no-such-place/');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | Vitalis');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(
      page.getByRole('main').getByText('Sorry, the page you were looking for was not found.'),
    ).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Home page' }).click();
    await expect(page).toHaveURL(/\/uk\/$/);
  });

  test('pl: a shopper who chose Poland reads it in Polish', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'country', value: 'pl', url: baseURL ?? '' }]);
    const response = await page.goto('/no-such-place/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/pl/');
  });
});
