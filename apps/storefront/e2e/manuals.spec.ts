import { expect, test } from '@playwright/test';
import { contentUrl, serviceContent, type TestEdition } from './service-pages';

interface Entry {
  productName: string;
  articleNumber: string;
  kind: 'instructions' | 'datasheet';
  url: string;
}

const MANUALS: Record<TestEdition, { path: string; texts: Record<string, string> }> = {
  global: {
    path: '/global/service/instructions-for-use',
    texts: {
      heading: 'Instructions for use',
      fileType: 'File type',
      dataSheet: 'Data sheet',
      instructions: 'Instructions for use',
      search: 'Search by product name or item number',
    },
  },
  de: {
    path: '/de/service/gebrauchsanweisung',
    texts: {
      heading: 'Gebrauchsanweisungen',
      fileType: 'Dateityp',
      dataSheet: 'Datenblatt',
      instructions: 'Gebrauchsanweisung',
      search: 'Nach Produktname oder Artikelnummer suchen',
    },
  },
  pl: {
    path: '/pl/obsluga-klienta/instrukcje-obslugi',
    texts: {
      heading: 'Instrukcje obsługi',
      fileType: 'Typ pliku',
      dataSheet: 'Karta katalogowa',
      instructions: 'Instrukcja obsługi',
      search: 'Szukaj według nazwy produktu lub numeru artykułu',
    },
  },
};

for (const edition of Object.keys(MANUALS) as TestEdition[]) {
  const { path, texts } = MANUALS[edition];
  const entries = async () =>
    (await serviceContent<{ items: Entry[] }>(edition, contentUrl(edition, path))).items;

  test.describe(`manuals and downloads in ${edition}`, () => {
    test('filtered by file type: only data sheets remain, and the URL keeps the filter', async ({ page }) => {
      const all = await entries();
      const sheets = all.filter((entry) => entry.kind === 'datasheet');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(texts.heading);
      const list = page.locator('main li');
      await expect(list).toHaveCount(all.length);
      await page.getByRole('combobox', { name: texts.fileType }).selectOption({ label: texts.dataSheet });
      await expect(list).toHaveCount(sheets.length);
      for (const item of await list.all()) {
        await expect(item.getByText(texts.dataSheet, { exact: true })).toBeVisible();
      }
      await expect(page).toHaveURL(/[?&]fileType=datasheet/);
    });

    test('the filter is a GET form: a URL with it renders the filtered list without JavaScript', async ({
      browser,
      baseURL,
    }) => {
      const all = await entries();
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(`${path}?fileType=instructions`);
      await expect(page.locator('main li')).toHaveCount(all.filter((e) => e.kind === 'instructions').length);
      for (const item of await page.locator('main li').all()) {
        await expect(item.getByText(texts.instructions, { exact: true })).toBeVisible();
      }
      await context.close();
    });

    test('search by article number, and the file opens from the media service', async ({ page, request }) => {
      const [entry] = await entries();
      if (!entry) throw new Error('no manuals seeded');
      await page.goto(path);
      await page.getByRole('searchbox', { name: texts.search }).fill(entry.articleNumber);
      const item = page.locator('main li').first();
      await expect(item.getByRole('heading', { name: entry.productName })).toBeVisible();
      const link = item.getByRole('link');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/\/cdn\/shop\/files\/.+\.pdf$/);
      const file = await request.get(href as string);
      expect(file.headers()['content-type']).toBe('application/pdf');
    });
  });
}

test('the uk edition has no manuals page: its paths answer 404', async ({ request }) => {
  for (const path of [
    '/uk/service/instructions-for-use',
    '/uk/service/instructions-for-use?fileType=datasheet',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
