import { describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES } from '../src/floor/markets';
import { call, constraints, instanceOf, ok, page } from './content';
import { type Json, sandboxUrl } from './http';

const PAGE_TYPES: Record<string, string> = {
  page: 'page',
  category: 'category',
  'makaira-productgroup': 'makaira-productgroup',
  bundle: 'bundle',
};

async function sitemap(language: string, extra: Record<string, unknown> = {}): Promise<Json> {
  return ok(
    '/enterprise/sitemap',
    { count: 5000, offset: 0, constraints: constraints(language), ...extra },
    instanceOf(language),
  );
}

describe('POST /enterprise/sitemap lists every page of a language', () => {
  it('home, content pages, categories, every product and bundles, each once, with the count and total', async () => {
    const answer = await sitemap('de');
    const items = answer.items as Json[];
    expect(answer.total).toBe(items.length);
    expect(answer.count).toBe(items.length);
    expect(answer.offset).toBe(0);
    expect(new Set(items.map((item) => `${item.type}:${item.id}`)).size).toBe(items.length);
    expect(new Set(items.map((item) => item.fields.url)).size).toBe(items.length);
    const health = (await (await fetch(`${sandboxUrl()}/__sandbox/health`)).json()) as Json;
    expect(items.filter((item) => item.type === 'makaira-productgroup')).toHaveLength(health.products);
    expect(items[0].fields.url).toBe('/de/');
    expect(items.map((item) => item.fields.url)).toEqual(
      expect.arrayContaining(['/de/service/faq/', '/de/service/gebrauchsanweisung/']),
    );
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(Object.keys(PAGE_TYPES)));
  });

  it('each listed url resolves through POST /enterprise/page to a page of its type', async () => {
    const items = (await sitemap('de')).items as Json[];
    const sample = Object.keys(PAGE_TYPES).flatMap((type) =>
      items.filter((item) => item.type === type).slice(0, 3),
    );
    for (const item of sample) {
      const resolved = await page(item.fields.url, 'de', { count: 1 });
      expect(resolved.type, item.fields.url).toBe(PAGE_TYPES[item.type]);
      expect(resolved.data.self.url).toBe(item.fields.url);
    }
  });

  it('self links hold the url in each language that has the page, the listed language among them', async () => {
    const items = (await sitemap('fr')).items as Json[];
    for (const item of items) {
      expect(item.fields.selfLinks.fr).toBe(item.fields.url);
      expect(item.fields.url).toMatch(/^\/fr\//);
    }
    const product = items.find((item) => item.type === 'makaira-productgroup');
    expect(Object.keys(product.fields.selfLinks).sort()).toEqual([...TEXT_LANGUAGES].sort());
    expect(product.fields.selfLinks.de).toMatch(/^\/de\/p\//);
  });

  it('a language without a FAQ route lists no FAQ page', async () => {
    const items = (await sitemap('nl')).items as Json[];
    expect(items.some((item) => item.id === 'faq-nl')).toBe(false);
    expect(items[0].fields.url).toBe('/nl/');
  });
});

describe('POST /enterprise/sitemap pages with count and offset', () => {
  it('pages of 40 give every document exactly once, in the order of one big page', async () => {
    const all = ((await sitemap('de')).items as Json[]).map((item) => item.fields.url);
    const paged: string[] = [];
    for (let offset = 0; offset < all.length; offset += 40) {
      const answer = await sitemap('de', { count: 40, offset });
      expect(answer.offset).toBe(offset);
      paged.push(...(answer.items as Json[]).map((item) => item.fields.url));
    }
    expect(paged).toEqual(all);
  });

  it('count is capped at 5000 and defaults to 1000; an offset past the end gives no items', async () => {
    const big = await sitemap('de', { count: 100_000 });
    expect(big.count).toBe(Math.min(big.total, 5000));
    const byDefault = await ok('/enterprise/sitemap', { constraints: constraints('de') }, 'live');
    expect(byDefault.count).toBe(Math.min(byDefault.total, 1000));
    const past = await sitemap('de', { offset: big.total });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(big.total);
  });
});

describe('POST /enterprise/sitemap refuses bad requests', () => {
  it('a negative count or a language of another instance is a 400 with a message', async () => {
    const negative = await call('/enterprise/sitemap', { count: -1, constraints: constraints('de') });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toMatch(/count/);
    const otherInstance = await call('/enterprise/sitemap', { constraints: constraints('fr') }, 'live');
    expect(otherInstance.status).toBe(400);
    expect(otherInstance.body.message).toMatch(/not served by this instance/);
  });

  it('GET is a 405 and no instance header a 400', async () => {
    const get = await call('/enterprise/sitemap', undefined, 'live', { method: 'GET' });
    expect(get.status).toBe(405);
    const noInstance = await call('/enterprise/sitemap', { constraints: constraints('de') }, null);
    expect(noInstance.status).toBe(400);
  });
});
