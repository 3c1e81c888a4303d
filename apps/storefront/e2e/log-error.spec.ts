import { expect, test } from '@playwright/test';
import { MAX_REPORTS_PER_PAGE_VIEW } from '../lib/error-reporting.client';
import { testOwnRoute } from './own-route';

testOwnRoute({
  path: '/log-error/',
  good: () => ({
    Host: 'localhost',
    Path: '/de/',
    queryString: '',
    Platform: 'web',
    'User-Agent': 'Mozilla/5.0',
    Status: 500,
    Error: 'TypeError: x is undefined',
    stack: 'TypeError: x is undefined\n    at render',
    message: 'storefront: window error',
  }),
  accepted: 204,
  failure: 'error.generic',
  limit: 10,
  invalid: [
    {
      rule: 'a report without error, stack or message',
      body: { Host: 'localhost' },
      message: 'FORM_ERROR_REQUIRED',
      field: 'message',
    },
    {
      rule: 'a status that is no number',
      body: { message: 'x', Status: 'bad' },
      message: 'FORM_ERROR_PATTERN',
      field: 'Status',
    },
  ],
});

test.describe('the pages report their errors', () => {
  test(`a page's uncaught errors reach /log-error/, at most ${MAX_REPORTS_PER_PAGE_VIEW} per page view`, async ({
    page,
  }) => {
    const reports: Record<string, unknown>[] = [];
    const statuses: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/log-error/') reports.push(request.postDataJSON());
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/log-error/') statuses.push(response.status());
    });
    await page.goto('/de/cart');
    // The cart's contents come from the browser's session: shown, the page has hydrated and its reporter listens.
    await expect(page.getByRole('main').getByText('Ihr Warenkorb ist leer')).toBeVisible();
    await page.evaluate((count) => {
      for (let i = 0; i < count; i++)
        setTimeout(() => {
          throw new Error(`broken widget ${i}`);
        });
    }, MAX_REPORTS_PER_PAGE_VIEW + 2);
    await expect.poll(() => statuses.length).toBe(MAX_REPORTS_PER_PAGE_VIEW);
    await page.waitForTimeout(500);
    expect(reports).toHaveLength(MAX_REPORTS_PER_PAGE_VIEW);
    expect(statuses).toEqual(Array(MAX_REPORTS_PER_PAGE_VIEW).fill(204));
    expect(reports[0]).toMatchObject({
      Path: '/de/cart',
      Platform: 'web',
      Error: 'Error: broken widget 0',
      message: 'storefront: window error',
    });
  });
});
