import { expect, type Page, test } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';

interface Edition {
  prefix: string;
  /** Language value and instance the content service knows the edition by. */
  language: string;
  instance: string;
  compareRoute: string;
  compare: string;
  chosen: (n: number) => string;
  open: string;
  highlight: string;
  hideEqual: string;
  differs: string;
  full: string;
  mixed: string;
}

// The global edition asserts the English texts; de and pl their translations.
const EDITIONS: Record<string, Edition> = {
  global: {
    prefix: '/global/',
    language: 'en',
    instance: 'live_europe',
    compareRoute: '/global/compare',
    compare: 'Compare',
    chosen: (n) => `${n} of 4 products chosen`,
    open: 'Compare now',
    highlight: 'Highlight differences',
    hideEqual: 'Hide equal rows',
    differs: 'differs',
    full: 'You can compare up to 4 products. Remove one to add another.',
    mixed:
      'Only products of the same category can be compared. Clear the comparison to compare this category.',
  },
  de: {
    prefix: '/de/',
    language: 'de',
    instance: 'live',
    compareRoute: '/de/vergleich',
    compare: 'Vergleichen',
    chosen: (n) => `${n} von 4 Produkten ausgewählt`,
    open: 'Jetzt vergleichen',
    highlight: 'Unterschiede hervorheben',
    hideEqual: 'Gleiche Zeilen ausblenden',
    differs: 'unterschiedlich',
    full: 'Sie können bis zu 4 Produkte vergleichen. Entfernen Sie eines, um ein anderes hinzuzufügen.',
    mixed:
      'Nur Produkte derselben Kategorie lassen sich vergleichen. Leeren Sie den Vergleich, um diese Kategorie zu vergleichen.',
  },
  pl: {
    prefix: '/pl/',
    language: 'pl',
    instance: 'live_europe',
    compareRoute: '/pl/compare',
    compare: 'Porównaj',
    chosen: (n) => `Wybrano ${n} z 4 produktów`,
    open: 'Porównaj teraz',
    highlight: 'Wyróżnij różnice',
    hideEqual: 'Ukryj jednakowe wiersze',
    differs: 'różni się',
    full: 'Możesz porównać maksymalnie 4 produkty. Usuń jeden, aby dodać inny.',
    mixed:
      'Porównywać można tylko produkty z tej samej kategorii. Wyczyść porównanie, aby porównać tę kategorię.',
  },
};

async function openFirstCategory(page: Page, prefix: string) {
  await page.goto(prefix);
  await page.locator('.content-tiles a').first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** A product's technical data as the content service delivers it: the oracle the comparison is checked against. */
async function technicalData(edition: Edition, id: string): Promise<{ label: string; value: string }[]> {
  const response = await fetch(`${SANDBOX_URL}/enterprise/page`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Makaira-Instance': edition.instance },
    body: JSON.stringify({
      url: `/${edition.language}/p/${id}`,
      constraints: { 'query.language': edition.language },
    }),
  });
  expect(response.status).toBe(200);
  const page = (await response.json()) as {
    data: { self: { sections: { technical_data: { label: string; value: string }[] } } };
  };
  return page.data.self.sections.technical_data;
}

/**
 * Presses 'Compare' on tiles in listing order until `count` are compared. The first category page lists several
 * categories: a tile of another category than the first one stays unpressed, with the 'mixed' message.
 */
async function compareTilesOfOneCategory(page: Page, edition: Edition, count: number) {
  const tiles = page.getByRole('main').getByRole('article');
  let compared = 0;
  for (let index = 0; compared < count; index++) {
    const toggle = tiles.nth(index).getByRole('button', { name: edition.compare });
    await toggle.click();
    if ((await toggle.getAttribute('aria-pressed')) === 'true') compared++;
    else await expect(page.getByRole('alert').filter({ hasText: edition.mixed })).toBeVisible();
  }
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

for (const [key, edition] of Object.entries(EDITIONS)) {
  test.describe(`${key} edition`, () => {
    test('compare three products → highlight differences marks exactly the differing rows', async ({
      page,
    }) => {
      await openFirstCategory(page, edition.prefix);
      await compareTilesOfOneCategory(page, edition, 3);
      const bar = page.getByRole('region', { name: /./ }).filter({ hasText: edition.chosen(3) });
      await expect(bar).toBeVisible();
      await bar.getByRole('link', { name: edition.open }).click();

      await expect(page).toHaveURL(new RegExp(`${edition.compareRoute}\\?ids=[\\w-]+,[\\w-]+,[\\w-]+$`));
      const ids = (new URL(page.url()).searchParams.get('ids') ?? '').split(',');
      expect(ids).toHaveLength(3);
      await expect(page.getByRole('columnheader')).toHaveCount(3);
      await page.waitForLoadState('networkidle');

      const data = await Promise.all(ids.map((id) => technicalData(edition, id)));
      const labels = [...new Set(data.flatMap((rows) => rows.map((row) => row.label)))];
      const value = (rows: { label: string; value: string }[], label: string) =>
        rows.find((row) => row.label === label)?.value ?? '';
      const differing = labels.filter((label) =>
        data.some((rows) => !same(value(rows, label), value(data[0] ?? [], label))),
      );
      expect(differing.length).toBeGreaterThan(0);

      const main = page.getByRole('main');
      for (const label of labels)
        await expect(main.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
      await main.getByRole('checkbox', { name: edition.highlight }).check();
      const marked = main.getByRole('rowheader', { name: new RegExp(`\\(${edition.differs}\\)$`) });
      await expect(marked).toHaveCount(differing.length);
      expect(
        (await marked.allTextContents()).map((text) => text.replace(/\s*\(.*\)$/, '').trim()).sort(),
      ).toEqual([...differing].sort());

      await main.getByRole('checkbox', { name: edition.hideEqual }).check();
      for (const label of labels.filter((label) => !differing.includes(label))) {
        await expect(main.getByRole('rowheader', { name: label, exact: true })).toBeHidden();
      }

      // The link is shareable: a fresh browser shows the same products.
      const shared = await page.context().browser()?.newPage();
      await shared?.goto(page.url());
      await expect(shared?.getByRole('columnheader') ?? main).toHaveCount(3);
      await shared?.close();
    });
  });
}

test('a product of another category is refused with a message, and a fifth product too', async ({ page }) => {
  const global = EDITIONS.global as Edition;
  await openFirstCategory(page, '/global/');
  const tiles = page.getByRole('main').getByRole('article');
  await tiles.first().getByRole('button', { name: 'Compare' }).click();
  // The first category page lists several categories: some later tile is of another one.
  let mixedAt = -1;
  for (let index = 1; mixedAt === -1; index++) {
    const toggle = tiles.nth(index).getByRole('button', { name: 'Compare' });
    await toggle.click();
    if ((await toggle.getAttribute('aria-pressed')) === 'false') mixedAt = index;
    else await toggle.click();
  }
  await expect(page.getByRole('alert').filter({ hasText: global.mixed })).toBeVisible();
  await page.getByRole('button', { name: 'Clear comparison' }).click();
  await expect(page.getByRole('alert').filter({ hasText: global.mixed })).toHaveCount(0);

  await compareTilesOfOneCategory(page, global, 4);
  const pressed = tiles.getByRole('button', { name: 'Compare', pressed: true });
  await expect(pressed).toHaveCount(4);
  await tiles.getByRole('button', { name: 'Compare', pressed: false }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: global.full })).toBeVisible();
  await expect(pressed).toHaveCount(4);
});

test('on a phone the comparison scrolls sideways with the row labels kept in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openFirstCategory(page, '/de/');
  await compareTilesOfOneCategory(page, EDITIONS.de as Edition, 3);
  await page.getByRole('link', { name: 'Jetzt vergleichen' }).click();
  const region = page.getByRole('main').getByRole('region', { name: 'Produktvergleich' });
  const label = region.getByRole('rowheader').first();
  const before = (await label.boundingBox())?.x ?? -1;
  await region.evaluate((element) => {
    element.scrollLeft = 400;
  });
  expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(Math.round((await label.boundingBox())?.x ?? -2)).toBe(Math.round(before));
});
