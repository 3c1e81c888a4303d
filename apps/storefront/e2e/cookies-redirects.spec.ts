// Every cookie the shop sets, with its flags, and no way to bounce a shopper to another site through the shop.
import { expect, test } from '@playwright/test';
import { customerAt, ENGLISH, PASSWORD, signIn, uniqueEmail } from './accounts';

const DAY = 24 * 60 * 60;

test.describe('cookies', () => {
  test('country, timezone, count and access_token carry the right flags', async ({ page, context }) => {
    // A listing: the page size is remembered there.
    await page.goto('/de/c/waerme/heizdecken/');
    await page.waitForLoadState('networkidle');
    const email = uniqueEmail('cookies');
    await customerAt(email);
    await signIn(page, '/global/login', email, PASSWORD, ENGLISH);
    await expect(page).toHaveURL(/\/global\/order-history$/);
    const jar = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    const now = Date.now() / 1000;
    // Set by the proxy (the store choice) and by the browser (country switch): readable by both, never a token.
    expect(jar.country).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false });
    expect(jar.country?.expires).toBeGreaterThan(now + 360 * DAY);
    // Set by page scripts for the server's search constraints and page size.
    for (const name of ['timezone', 'count']) {
      expect(jar[name], name).toMatchObject({ path: '/', sameSite: 'Lax', secure: true, httpOnly: false });
      expect(jar[name]?.expires, name).toBeGreaterThan(now + 29 * DAY);
    }
    // The customer's token: only the server reads it.
    expect(jar.access_token).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: true });
    expect(jar.access_token?.expires).toBeGreaterThan(now);
    expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');
    // No other cookie: none the inventory in docs/reliability.md does not name.
    expect(Object.keys(jar).sort()).toEqual(['access_token', 'count', 'country', 'timezone']);
  });

  test('over https the store choice is a Secure cookie', async ({ request }) => {
    // On a page rendered per request; a kept page sets no cookie (an edge cache stores it), the browser does.
    const response = await request.get('/de/cart', {
      headers: { 'x-forwarded-proto': 'https', cookie: 'country=pl' },
      maxRedirects: 0,
    });
    expect(response.headers()['set-cookie']).toMatch(/^country=de;.*Path=\/.*Secure.*SameSite=lax/i);
    const kept = await request.get('/de/', { headers: { cookie: 'country=pl' }, maxRedirects: 0 });
    expect(kept.status()).toBe(200);
    expect(kept.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('the default aliases (§2.2)', () => {
  test('/warenkorb and /favorites lead to the cart and favorites of the store the store-choice rule picks', async ({
    page,
    request,
  }) => {
    const cart = await request.get('/warenkorb?previewCountry=pl', { maxRedirects: 0 });
    expect(cart.status()).toBe(307);
    expect(new URL(cart.headers().location ?? '', 'http://shop').pathname).toBe('/pl/cart');

    await page.goto('/warenkorb?previewCountry=gb');
    await expect(page).toHaveURL(/\/uk\/cart\?previewCountry=gb$/);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    // The store chosen there is kept (the country cookie): the next alias leads into it without asking again.
    await page.goto('/favorites');
    await expect(page).toHaveURL(/\/uk\/favorites$/);
    await expect(
      page.getByRole('heading', { name: "You've no products in your favourite list" }),
    ).toBeVisible();
  });
});

test.describe('no open redirect', () => {
  const FOREIGN = [
    '//evil.example/',
    '/\\evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    'https:evil.example',
    'https://evil.example/',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
  ];

  for (const value of FOREIGN) {
    test(`/?previewCountry=${value} stays on the shop`, async ({ request, baseURL }) => {
      const response = await request.get(`/?previewCountry=${encodeURIComponent(value)}`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(307);
      const location = new URL(response.headers().location ?? '', baseURL);
      expect(location.origin).toBe(new URL(baseURL ?? '').origin);
    });
  }

  test('login refuses each of them as a return path, in the browser and on the server', async ({ page }) => {
    const email = uniqueEmail('return');
    await customerAt(email);
    await signIn(
      page,
      `/global/login?returnTo=${encodeURIComponent('/.//evil.example')}`,
      email,
      PASSWORD,
      ENGLISH,
    );
    await expect(page).toHaveURL(/\/global\/order-history$/);
    // Signed in already, the login page sends on at once, on the server: still not away.
    for (const value of FOREIGN) {
      const again = await page.request.get(`/global/login?returnTo=${encodeURIComponent(value)}`, {
        maxRedirects: 0,
      });
      expect(again.status(), value).toBe(307);
      expect(again.headers().location, value).toBe('/global/order-history');
    }
  });

  test('a kept return path is followed', async ({ page }) => {
    const email = uniqueEmail('return-ok');
    await customerAt(email);
    await signIn(
      page,
      `/global/login?returnTo=${encodeURIComponent('/global/cart')}`,
      email,
      PASSWORD,
      ENGLISH,
    );
    await expect(page).toHaveURL(/\/global\/cart$/);
  });

  test("the error page's 'go back' leads home when the shopper came from elsewhere", async ({ page }) => {
    await page.goto('/global/no-such-page/', { referer: 'https://evil.example/' });
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/global\/$/);
  });
});
