import { expect, test } from '@playwright/test';

const EXPECTED = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
};

test.describe('security headers', () => {
  for (const path of ['/de/', '/uk/cart', '/api/autosuggest?edition=de&q=waage', '/robots.txt']) {
    test(`${path} is sent with them`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers).toMatchObject(EXPECTED);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBeUndefined();
    });
  }

  test("the build's scripts keep nosniff and leave the documents' policies out", async ({
    page,
    request,
  }) => {
    await page.goto('/de/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const headers = (
      await request.get(script ?? '', { headers: { 'x-forwarded-proto': 'https' } })
    ).headers();
    expect(headers['content-type']).toContain('javascript');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cache-control']).toContain('immutable');
    for (const name of [
      'x-frame-options',
      'content-security-policy',
      'permissions-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-request-id',
      'server-timing',
    ]) {
      expect(headers[name], name).toBeUndefined();
    }
  });

  test('over https (a proxy in front says so) pages add Strict-Transport-Security', async ({ request }) => {
    const response = await request.get('/de/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });
});
