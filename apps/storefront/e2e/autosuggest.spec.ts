import { expect, test } from '@playwright/test';

test('autosuggest asks once typing pauses, and keeps the answer per phrase for the visit', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/autosuggest') asked.push(url.searchParams.get('q') ?? '');
  });
  await page.goto('/de/');
  await page.waitForLoadState('networkidle');
  const field = page.getByRole('search').getByRole('combobox');
  const list = page.getByRole('listbox');

  await field.pressSequentially('waage', { delay: 40 });
  await expect(list).toBeVisible();
  expect(asked).toEqual(['waage']);

  await field.fill('blut');
  await expect.poll(() => asked).toEqual(['waage', 'blut']);
  await expect(list).toBeVisible();

  // Back to a phrase asked before: its kept answer shows after the pause, and nothing is asked again.
  await field.fill('waage');
  await expect(list).toBeVisible();
  await page.waitForTimeout(700);
  expect(asked).toEqual(['waage', 'blut']);
});
