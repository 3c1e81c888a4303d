import { expect, test } from '@playwright/test';

test('the de blog lists the posts; a post opens and leads back', async ({ page }) => {
  await page.goto('/de/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Ratgeber-Blog' })).toBeVisible();
  const titles = page.locator('main').getByRole('heading', { level: 2 });
  expect(await titles.count()).toBeGreaterThan(2);
  const first = (await titles.first().textContent())?.trim() ?? '';
  await titles.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/de\/blog\/[a-z-]+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByText(/ am \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zum Blog' }).click();
  await expect(page).toHaveURL(/\/de\/blog$/);
});

test('the blog is kept like the other catalogue pages', async ({ request }) => {
  await request.get('/de/blog');
  const again = await request.get('/de/blog');
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
});

test('global and pl have no blog (spec §2.1): 404', async ({ request }) => {
  for (const path of ['/global/blog', '/pl/blog']) expect((await request.get(path)).status(), path).toBe(404);
});
