import { expect, test } from '@playwright/test';
import { contentUrl, serviceContent, type TestEdition } from './service-pages';

interface Panel {
  headline: string;
  contentHtml: string;
  anchor: string;
  url: string;
}
interface FaqPageNode {
  '@type': string;
  mainEntity: { name: string; acceptedAnswer: { '@type': string; text: string } }[];
}
interface Listing {
  clusters: { title: string; anchor: string; panels: Panel[] }[];
}

/** Upper case where it maps back one to one (not 'ß' → 'SS'), to test the case-insensitive match. */
const shout = (text: string) =>
  [...text].map((c) => (c.toUpperCase().toLowerCase() === c.toLowerCase() ? c.toUpperCase() : c)).join('');

const FAQ: Record<TestEdition, { path: string; texts: Record<string, string> }> = {
  global: {
    path: '/global/service/frequently-asked-questions',
    texts: {
      search: 'Search the FAQ',
      submit: 'Search',
      found: '1 question found',
      empty: 'No FAQs',
      copy: 'Copy link to this question',
      copied: 'Link copied!',
      back: 'All questions about',
    },
  },
  de: {
    path: '/de/service/faq',
    texts: {
      search: 'FAQ durchsuchen',
      submit: 'Suchen',
      found: '1 Frage gefunden',
      empty: 'Keine FAQs vorhanden',
      copy: 'Link zu dieser Frage kopieren',
      copied: 'Link kopiert!',
      back: 'Alle Fragen zu',
    },
  },
  pl: {
    path: '/pl/obsluga-klienta/faq',
    texts: {
      search: 'Przeszukaj najczęściej zadawane pytania',
      submit: 'Szukaj',
      found: 'Znaleziono 1 pytanie',
      empty: 'Brak najczęściej zadawanych pytań',
      copy: 'Kopiuj link do tego pytania',
      copied: 'Link skopiowany!',
      back: 'Wszystkie pytania dotyczące produktu',
    },
  },
};

for (const edition of Object.keys(FAQ) as TestEdition[]) {
  const { path, texts } = FAQ[edition];
  const listing = () => serviceContent<Listing>(edition, contentUrl(edition, path));

  test.describe(`FAQ in ${edition}`, () => {
    test('the search filters the questions case-insensitively on headline, and says when none match', async ({
      page,
    }) => {
      const { clusters } = await listing();
      const [first, second] = clusters as [Listing['clusters'][0], Listing['clusters'][0]];
      const wanted = second.panels[0] as Panel;
      await page.goto(path);
      await expect(page.getByRole('region', { name: first.title })).toBeVisible();
      const search = page.getByRole('searchbox', { name: texts.search });
      await search.fill(shout(wanted.headline));
      await expect(page.getByText(wanted.headline, { exact: true })).toBeVisible();
      await expect(page.getByText((first.panels[0] as Panel).headline, { exact: true })).toBeHidden();
      await search.fill('qqqxyzzy');
      await expect(page.getByText(texts.empty, { exact: true })).toBeVisible();
      await search.fill('');
      await expect(page.getByText((first.panels[0] as Panel).headline, { exact: true })).toBeVisible();
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the search is a GET form: the server answers with the matching questions only', async ({
        page,
      }) => {
        const { clusters } = await listing();
        const [first, second] = clusters as [Listing['clusters'][0], Listing['clusters'][0]];
        const wanted = second.panels[0] as Panel;
        await page.goto(path);
        await page.getByRole('searchbox', { name: texts.search }).fill(shout(wanted.headline));
        await page.getByRole('main').getByRole('button', { name: texts.submit, exact: true }).click();
        await expect(page).toHaveURL((url) => url.searchParams.get('q') === shout(wanted.headline));
        await expect(page.getByRole('searchbox', { name: texts.search })).toHaveValue(shout(wanted.headline));
        await expect(page.getByText(wanted.headline, { exact: true })).toBeVisible();
        await expect(page.getByText((first.panels[0] as Panel).headline, { exact: true })).toBeHidden();
        await expect(page.getByText(texts.found, { exact: true })).toBeVisible();
        await page.goto(`${path}?q=qqqxyzzy`);
        await expect(page.getByText(texts.empty, { exact: true })).toBeVisible();
      });
    });

    test('after hydration the search keeps the URL in step, and a reload shows the same answer', async ({
      page,
    }) => {
      const { clusters } = await listing();
      const [first, second] = clusters as [Listing['clusters'][0], Listing['clusters'][0]];
      const wanted = second.panels[0] as Panel;
      await page.goto(path);
      await page.getByRole('searchbox', { name: texts.search }).fill(wanted.headline);
      await expect(page).toHaveURL((url) => url.searchParams.get('q') === wanted.headline);
      await page.reload();
      await expect(page.getByText(wanted.headline, { exact: true })).toBeVisible();
      await expect(page.getByText((first.panels[0] as Panel).headline, { exact: true })).toBeHidden();
    });

    test('the page carries FAQPage structured data for the questions it shows, answers as HTML', async ({
      page,
    }) => {
      const { clusters } = await listing();
      const faqPage = async () =>
        (await page.locator('script[type="application/ld+json"]').allTextContents())
          .map((text) => JSON.parse(text) as FaqPageNode)
          .filter((node) => node['@type'] === 'FAQPage');
      await page.goto(path);
      const [node, ...more] = await faqPage();
      expect(more).toEqual([]);
      const shown = await page.locator('[data-faq-panel] summary').allTextContents();
      expect(node?.mainEntity.map((question) => question.name)).toEqual(shown);
      const first = clusters[0]?.panels[0] as Panel;
      const answer = node?.mainEntity.find((question) => question.name === first.headline)?.acceptedAnswer;
      expect(answer?.['@type']).toBe('Answer');
      expect(answer?.text).toMatch(/<p>|<\/|^[^<]*$/);
      expect(answer?.text).not.toMatch(/<(img|script|style|table|span)\b|class=/);

      const wanted = (clusters[1] as Listing['clusters'][0]).panels[0] as Panel;
      await page.goto(`${path}?q=${encodeURIComponent(wanted.headline)}`);
      const [filtered] = await faqPage();
      const matching = await page.locator('[data-faq-panel]:not([hidden]) summary').allTextContents();
      expect(matching).toContain(wanted.headline);
      expect(matching.length).toBeLessThan(shown.length);
      expect(filtered?.mainEntity.map((question) => question.name)).toEqual(matching);
    });

    test('the panel named by the URL hash is open on load and scrolled into view', async ({ page }) => {
      const { clusters } = await listing();
      const target = (clusters.at(-1)?.panels.at(-1) ?? clusters[0]?.panels[0]) as Panel;
      await page.goto(`${path}#${target.anchor}`);
      const details = page.locator(`details#${target.anchor}`);
      await expect(details).toHaveAttribute('open', '');
      await expect(details).toBeInViewport();
      await expect(page.locator('details[open]')).toHaveCount(1);
    });

    test("the link icon copies the panel's link and shows 'Link copied!'", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const { clusters } = await listing();
      const panel = clusters[0]?.panels[0] as Panel;
      await page.goto(path);
      // Before hydration the icon is a plain link to the panel's anchor; once hydrated, a click copies the link.
      await expect(async () => {
        await page.getByRole('link', { name: texts.copy }).first().click();
        await expect(page.getByText(texts.copied, { exact: true })).toBeVisible({ timeout: 1_000 });
      }).toPass();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${baseURL}${path}#${panel.anchor}`,
      );
    });

    test('a single question links back to its cluster', async ({ page }) => {
      const { clusters } = await listing();
      const cluster = clusters[0] as Listing['clusters'][0];
      const panel = cluster.panels[0] as Panel;
      await page.goto(`${path}/${panel.anchor}/`);
      await expect(page.getByRole('heading', { level: 1, name: panel.headline })).toBeVisible();
      await page.getByRole('link', { name: `${texts.back} ${cluster.title}` }).click();
      await expect(page).toHaveURL(new RegExp(`${path}/#${cluster.anchor}$`));
      await expect(page.getByRole('region', { name: cluster.title })).toBeInViewport();
    });
  });
}

test('the nl edition has no FAQ page: its paths answer 404', async ({ request }) => {
  for (const path of ['/nl/service/faq', '/nl/service/veelgestelde-vragen', '/nl/service/faq/faq-1-1/']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('the uk edition has no FAQ page either', async ({ request }) => {
  expect((await request.get('/uk/service/frequently-asked-questions')).status()).toBe(404);
});
