import { expect, type Locator, type Page, test } from '@playwright/test';
import { PHONE } from './shell-texts';

const LAPTOP = { width: 1366, height: 768 };

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box as Box;
}

/** The smart messages the page shows (complementary landmarks of class shop-smart). */
const visibleMessages = (page: Page) => page.locator('aside.shop-smart:visible');

const EDITIONS = {
  global: { home: '/global/', sale: 'Sale: save up to 30%', search: 'Search' },
  uk: { home: '/uk/', sale: 'Sale: save up to 30%', search: 'Search' },
} as const;

for (const [key, edition] of Object.entries(EDITIONS)) {
  test(`${key}, 1366 px: the open top message (sale) is a bar under the header; it covers neither the search field nor the header`, async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOP);
    await page.goto(edition.home);
    const message = page.getByRole('complementary', { name: edition.sale });
    await expect(message).toBeVisible();
    await expect(message.getByRole('button', { name: edition.sale })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const header = page.getByRole('banner');
    const field = header.getByRole('combobox', { name: edition.search });
    await expect(field).toBeVisible();
    const [messageBox, fieldBox, headerBox] = await Promise.all([
      boxOf(message),
      boxOf(field),
      boxOf(header),
    ]);
    expect(overlaps(messageBox, fieldBox)).toBe(false);
    expect(overlaps(messageBox, headerBox)).toBe(false);
    expect(messageBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
    // Nothing of the page sits under it either: the page's heading or first content starts below it.
    const mainBox = await boxOf(page.getByRole('main'));
    expect(mainBox.y).toBeGreaterThanOrEqual(messageBox.y + messageBox.height - 1);
  });

  test(`${key}, 390 px: no smart message covers the header`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(edition.home);
    const headerBox = await boxOf(page.getByRole('banner'));
    for (const message of await visibleMessages(page).all())
      expect(overlaps(await boxOf(message), headerBox)).toBe(false);
  });
}
