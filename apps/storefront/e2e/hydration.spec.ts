import { expect, type Page, test } from '@playwright/test';

// Client components format their texts with the browser's own formatter (@shop/i18n/react) and the server's render
// of them with the same one: a difference would show as a hydration error in the console.
const HYDRATION = /hydrat|did not match|Minified React error|\[@shop\/i18n\]/i;

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION.test(message.text())) errors.push(message.text());
  });
  return errors;
}

for (const { prefix, search } of [
  { prefix: '/de/', search: '/search-de?q=waage' },
  { prefix: '/pl/', search: '/search-pl?q=waga' },
  { prefix: '/uk/', search: '/uk/search?q=scale' },
]) {
  test(`${prefix}: home, category, product, search and cart hydrate without an error`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(prefix);
    await page.waitForLoadState('networkidle');
    const category = await page.locator('.content-tiles a').first().getAttribute('href');
    expect(category).toBeTruthy();
    await page.goto(category as string);
    await page.waitForLoadState('networkidle');
    const product = await page.locator('.shop-tile a[href*="/p/"]').first().getAttribute('href');
    expect(product).toBeTruthy();
    for (const path of [product as string, search, `${prefix}cart`]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
}
