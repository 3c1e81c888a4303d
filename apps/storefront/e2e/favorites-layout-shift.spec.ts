import { expect, test } from '@playwright/test';
import { watchLayoutShifts } from './layout-shifts';
import { findProduct } from './product-content';
import { DESKTOP, PHONE } from './shell-texts';

// The favorites page draws its list in the browser (local storage): the tiles must take the skeleton's place
// without moving the page (the list used to shift it by 0.004–0.012). A classic and a single-sign-on store.
const STORES = [
  { path: '/global/favorites', language: 'en', heading: 'Favorites' },
  { path: '/pl/favorites', language: 'pl', heading: 'Ulubione' },
] as const;

for (const store of STORES) {
  for (const [device, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    test(`${store.path} (${device}): the stored favorites replace the skeleton without a shift`, async ({
      browser,
    }) => {
      const ids = [
        (await findProduct(store.language, () => true)).id,
        (await findProduct(store.language, () => true, 1)).id,
        (await findProduct(store.language, () => true, 2)).id,
      ];
      const page = await browser.newPage({ viewport });
      await page.addInitScript((stored) => localStorage.setItem('favorites', stored), JSON.stringify(ids));
      const shifts = await watchLayoutShifts(page);
      await page.goto(store.path, { waitUntil: 'networkidle' });
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: store.heading })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2 })).toHaveCount(3);
      await page.waitForTimeout(300);
      const moved = (await shifts()) as { value: number; sources: string[] }[];
      expect(
        moved.reduce((sum, shift) => sum + shift.value, 0),
        JSON.stringify(moved),
      ).toBeLessThan(0.001);
      await page.close();
    });
  }
}
