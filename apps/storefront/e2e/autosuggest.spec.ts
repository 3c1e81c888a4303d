import { expect, test } from '@playwright/test';

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
