// What Lighthouse's accessibility, best-practices and SEO categories and its layout-shift and LCP audits look at,
// checked on every page type of the de, global and uk editions: axe finds no WCAG violation, the console stays
// clean and every file the page asks for answers, the layout never shifts, indexable pages carry what search
// engines read, and the largest paint of home, category and product is an image in the server HTML, fetched first.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { watchLayoutShifts } from './layout-shifts';
import { findProduct } from './product-content';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const DESKTOP = { width: 1350, height: 940 };
const PHONE = { width: 390, height: 844 };

interface EditionPages {
  prefix: string;
  language: 'de' | 'en' | 'gb';
  /** Pages a search engine may index, besides home, a category, a product and a content page. */
  indexable: string[];
  /** Pages kept out of the index on purpose. */
  noindex: string[];
}

const EDITIONS: EditionPages[] = [
  {
    prefix: 'de',
    language: 'de',
    indexable: ['/de/service/faq', '/de/service/gebrauchsanweisung', '/de/blog'],
    noindex: ['/search-de?q=waage', '/de/favoriten', '/de/cart'],
  },
  {
    prefix: 'global',
    language: 'en',
    indexable: ['/global/service/frequently-asked-questions', '/global/service/instructions-for-use'],
    noindex: ['/search-global?q=scale', '/global/favorites', '/global/cart'],
  },
  {
    prefix: 'uk',
    language: 'gb',
    indexable: [],
    noindex: ['/uk/search?q=scale', '/uk/favorites', '/uk/cart'],
  },
];

// Link texts that name no destination (Lighthouse's list for these languages, the ones a shop might write).
const GENERIC_LINK_TEXTS = new Set([
  'click here',
  'click this',
  'go',
  'here',
  'learn more',
  'more',
  'more info',
  'read more',
  'start',
  'this',
  'hier',
  'hier klicken',
  'mehr',
  'mehr erfahren',
  'weiterlesen',
  'weitere infos',
]);

/** The edition's home, first category, a product with reviews and a content page, found as a shopper would. */
async function findCataloguePages(page: Page, edition: EditionPages): Promise<string[]> {
  await page.goto(`/${edition.prefix}/`);
  const category = await page.locator('.content-tiles a').first().getAttribute('href');
  const sitemap = await (await page.request.get(`/sitemap/${edition.prefix}.xml`)).text();
  const content = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '').pathname)
    .find((path) => /^\/[a-z]+\/[a-z-]+\/$/.test(path) && !/faq|manual|gebrauch|instruction|blog/.test(path));
  const product = await findProduct(edition.language, (p) => p.sections.reviews.count > 0);
  const productPath = product.url.replace(/^\/en\//, '/global/').replace(/^\/gb\//, '/uk/');
  // Linked by its public path (`/global/c/…`), not the content service's (`/en/c/…`): crawlers see no duplicate.
  expect(category, 'a category on the home page').toMatch(new RegExp(`^/${edition.prefix}/c/`));
  expect(content, 'a content page in the sitemap').toBeTruthy();
  return [`/${edition.prefix}/`, category as string, productPath, content as string];
}

// Found once per edition in a worker (this file's tests run in order on one): the pages stay the same, only the
// checks differ.
const cataloguePagesFound = new Map<string, Promise<string[]>>();
function cataloguePages(page: Page, edition: EditionPages): Promise<string[]> {
  let found = cataloguePagesFound.get(edition.prefix);
  if (!found) {
    found = findCataloguePages(page, edition);
    found.catch(() => cataloguePagesFound.delete(edition.prefix));
    cataloguePagesFound.set(edition.prefix, found);
  }
  return found;
}

/** Loads a page and lets it settle: scripts hydrated, the session read, lazy images near the fold fetched. */
async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
}

/** What Lighthouse reports as CLS 0.00: a shift of a pixel somewhere stays within it, a moved block never. */
async function expectNoShift(shifts: () => Promise<unknown>, path: string) {
  const moved = (await shifts()) as { value: number; sources: string[] }[];
  expect(
    moved.reduce((sum, shift) => sum + shift.value, 0),
    `${path}: ${JSON.stringify(moved)}`,
  ).toBeLessThan(0.005);
}

/** What search engines read on an indexable page: language, title, description, canonical, descriptive links. */
async function expectIndexable(page: Page, path: string) {
  await expect(page.locator('html'), path).toHaveAttribute('lang', /^[a-z]{2}(-[A-Z]{2})?$/);
  expect((await page.title()).trim(), path).not.toBe('');
  await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /\S{3}/);
  await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.locator('meta[name="robots"][content*="noindex"]'), path).toHaveCount(0);
  const texts = await page.locator('a[href]').evaluateAll((links) =>
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, as search engines and Lighthouse read it
    links.map((link) => (link as HTMLElement).innerText.trim().toLowerCase()),
  );
  expect(
    texts.filter((text) => GENERIC_LINK_TEXTS.has(text)),
    path,
  ).toEqual([]);
}

for (const edition of EDITIONS) {
  test.describe(`${edition.prefix}: every page type`, () => {
    test.use({ viewport: DESKTOP });

    // One load of each page carries every desktop check (each page loaded once instead of three times).
    test('axe finds no WCAG 2.1 A or AA violation; the console stays clean and every file the page asks for answers; nothing shifts at desktop size; indexable pages carry what search engines read, the others say noindex', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const catalogue = await cataloguePages(page, edition);
      const indexable = new Set([...catalogue, ...edition.indexable]);
      const pages = [...indexable, ...edition.noindex];
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()} (${page.url()})`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()} (${page.url()})`);
      });
      const shifts = await watchLayoutShifts(page);
      for (const path of pages) {
        await test.step(path, async () => {
          await settle(page, path);
          await expectNoShift(shifts, path);
          if (indexable.has(path)) await expectIndexable(page, path);
          else await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', /noindex/);
          await page.evaluate(axeSource);
          const violations = await page.evaluate(async () => {
            const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
            const result = await axe.run(document, {
              runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
              // Only violations are read: axe skips gathering the passed and incomplete nodes.
              resultTypes: ['violations'],
            });
            return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.html).join(' | ')}`);
          });
          expect(violations, path).toEqual([]);
          // The footer's badges are lazy: reach them, so they are fetched too.
          await page.locator('footer').last().scrollIntoViewIfNeeded();
          await page.waitForLoadState('networkidle');
        });
      }
      expect(problems).toEqual([]);
    });
  });

  test.describe(`${edition.prefix}, phone: layout`, () => {
    test.use({ viewport: PHONE });

    test('nothing shifts while a page loads, hydrates and reads the session (CLS 0.00)', async ({ page }) => {
      test.setTimeout(180_000);
      const pages = [...(await cataloguePages(page, edition)), ...edition.indexable, ...edition.noindex];
      const shifts = await watchLayoutShifts(page);
      for (const path of pages) {
        await settle(page, path);
        await expectNoShift(shifts, path);
      }
    });
  });
}

test.describe('the largest paint at 390 px', () => {
  test.use({ viewport: PHONE });

  test('home, category and product: an image of the server HTML, not lazy, fetched with high priority', async ({
    page,
    request,
  }) => {
    const edition = EDITIONS[0] as EditionPages;
    const [home, category, product] = await cataloguePages(page, edition);
    for (const path of [home, category, product] as string[]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const largest = await page.evaluate(
        () =>
          new Promise<{ tag: string; src: string | null; loading: string | null; priority: string | null }>(
            (resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
                const element = entries.at(-1)?.element;
                resolve({
                  tag: element?.tagName ?? '',
                  src: element?.getAttribute('src') ?? null,
                  loading: element?.getAttribute('loading') ?? null,
                  priority: element?.getAttribute('fetchpriority') ?? null,
                });
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            },
          ),
      );
      expect(largest.tag, path).toBe('IMG');
      expect(largest.loading, path).not.toBe('lazy');
      expect(largest.priority, path).toBe('high');
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`src="${(largest.src ?? '').replaceAll('&', '&amp;')}"`);
    }
  });

  test("category: the first row's tiles are eager with high priority, two on a phone and four on a desktop", async ({
    page,
    request,
  }) => {
    const [, category] = await cataloguePages(page, EDITIONS[0] as EditionPages);
    // The page size the server renders for comes from the count cookie (a phone's first visit: its own word).
    for (const [count, row] of [
      ['30', 2],
      ['48', 4],
    ] as const) {
      const html = await (
        await request.get(category as string, { headers: { cookie: `count=${count}` } })
      ).text();
      const tiles = [...html.matchAll(/<article class="shop-tile">.*?(<img [^>]*>)/g)].map(
        (match) => match[1] ?? '',
      );
      expect(tiles.length, count).toBe(Number(count));
      const urgent = (img: string) => /fetchpriority="high"/i.test(img) && /loading="eager"/.test(img);
      expect(tiles.slice(0, row).every(urgent), count).toBe(true);
      expect(
        tiles.slice(row).every((img) => img.includes('loading="lazy"')),
        count,
      ).toBe(true);
    }
  });

  test('home: the hero is the only image fetched with high priority; the tiles below it are lazy', async ({
    request,
  }) => {
    const html = await (await request.get('/de/')).text();
    const images = html.match(/<img [^>]*>/g) ?? [];
    const urgent = images.filter((img) => /fetchpriority="high"/i.test(img));
    expect(urgent).toHaveLength(1);
    expect(html.indexOf(urgent[0] as string)).toBeGreaterThan(html.indexOf('class="content-hero"'));
    expect(html.indexOf(urgent[0] as string)).toBeLessThan(html.indexOf('class="content-products"'));
    const tiles = html.slice(html.indexOf('class="content-products"')).match(/<img [^>]*>/g) ?? [];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((img) => img.includes('loading="lazy"'))).toBe(true);
  });
});
