// The aggregations of a listing, checked against the items themselves: the unfiltered result is read in full,
// then every number of a filtered answer (total, size counts, price range, in-stock count, category link groups)
// is recomputed here with every filter but the aggregation's own, as docs/content-service.md defines them.
import { describe, expect, it } from 'vitest';
import { page, rootCategoryUrls, search } from './content';
import type { Json } from './http';

interface Item {
  id: string;
  price: number;
  inStock: boolean;
  sizes: string[];
  categories: string[];
}

const itemOf = (item: Json): Item => ({
  id: item.id,
  price: item.fields.price,
  inStock: item.fields.isOnStock,
  sizes: [...new Set((item.fields.sizes as Json[]).map((size) => size.title as string))],
  categories: (item.fields.category as Json[]).map((category) => category.catid as string),
});

/** Every item of a listing, 200 at a time. */
async function allItems(read: (extra: Record<string, unknown>) => Promise<Json>): Promise<Item[]> {
  const items: Item[] = [];
  for (let offset = 0; ; offset += 200) {
    const group = await read({ count: 200, offset, enableAggregations: false });
    items.push(...(group.items as Json[]).map(itemOf));
    if (offset + 200 >= group.total) return items;
  }
}

interface Selection {
  sizes: string[];
  from: number | null;
  to: number | null;
  inStock: boolean;
}

const bySize = (s: Selection) => (item: Item) =>
  s.sizes.length === 0 || item.sizes.some((size) => s.sizes.includes(size));
const byPrice = (s: Selection) => (item: Item) =>
  (s.from === null || item.price >= s.from) && (s.to === null || item.price <= s.to);
const byStock = (s: Selection) => (item: Item) => !s.inStock || item.inStock;

function expected(items: Item[], s: Selection) {
  const [size, price, stock] = [bySize(s), byPrice(s), byStock(s)];
  const hits = items.filter((item) => size(item) && price(item) && stock(item));
  const sizeCounts: Record<string, number> = {};
  for (const item of items.filter((i) => price(i) && stock(i))) {
    for (const title of item.sizes) sizeCounts[title] = (sizeCounts[title] ?? 0) + 1;
  }
  const priced = items.filter((item) => size(item) && stock(item)).map((item) => item.price);
  const categories: Record<string, number> = {};
  for (const item of hits) {
    for (const id of item.categories) categories[id] = (categories[id] ?? 0) + 1;
  }
  return {
    total: hits.length,
    sizes: sizeCounts,
    min: priced.length ? Math.min(...priced) : null,
    max: priced.length ? Math.max(...priced) : null,
    inStock: items.filter((item) => size(item) && price(item) && item.inStock).length,
    categories,
  };
}

const sizeCounts = (aggregations: Json) =>
  Object.fromEntries(
    Object.entries((aggregations.size?.values ?? {}) as Record<string, Json>).map(([key, value]) => [
      key,
      value.count,
    ]),
  );

function selectionOf(items: Item[]): Selection {
  const sizes = [...new Set(items.flatMap((item) => item.sizes))].sort();
  const prices = items.map((item) => item.price).sort((a, b) => a - b);
  return {
    sizes: sizes.slice(0, 2),
    // Bounds that are prices of items (whole cents, often .99): both ends are inclusive.
    from: prices[Math.floor(prices.length / 4)] as number,
    to: prices[Math.floor((prices.length * 3) / 4)] as number,
    inStock: true,
  };
}

const filterBody = (s: Selection) => ({
  aggregations: { size: s.sizes, price_from: s.from, price_to: s.to, in_stock: s.inStock },
});

describe('Aggregations agree with the items, each computed with every filter but its own', () => {
  it('on a category page with size, price and in-stock filters', async () => {
    let url = '';
    let items: Item[] = [];
    for (const candidate of await rootCategoryUrls('de')) {
      items = await allItems(async (extra) => (await page(candidate, 'de', extra)).data.product);
      url = candidate;
      if (items.some((item) => item.sizes.length > 0)) break;
    }
    const selection = selectionOf(items);
    expect(selection.sizes.length).toBeGreaterThan(0);
    const answer = (await page(url, 'de', filterBody(selection))).data.product;
    const want = expected(items, selection);
    expect(answer.total).toBe(want.total);
    expect(answer.total).toBeGreaterThan(0);
    expect(sizeCounts(answer.aggregations)).toEqual(want.sizes);
    expect(answer.aggregations.price).toMatchObject({ min: want.min, max: want.max });
    expect(answer.aggregations.in_stock.values['1'].count).toBe(want.inStock);
    const filtered = await allItems(
      async (extra) => (await page(url, 'de', { ...filterBody(selection), ...extra })).data.product,
    );
    expect(filtered.map((item) => item.id).sort()).toEqual(
      items
        .filter((i) => bySize(selection)(i) && byPrice(selection)(i) && byStock(selection)(i))
        .map((item) => item.id)
        .sort(),
    );
  });

  it('on a search, with the category link groups counting the hits', async () => {
    const phrase = 'Wärme';
    const items = await allItems(async (extra) => (await search(phrase, 'de', extra)).product);
    expect(items.some((item) => item.sizes.length > 0)).toBe(true);
    const selection = selectionOf(items);
    const answer = await search(phrase, 'de', { enableAggregations: true, ...filterBody(selection) });
    const want = expected(items, selection);
    expect(answer.product.total).toBe(want.total);
    expect(sizeCounts(answer.product.aggregations)).toEqual(want.sizes);
    expect(answer.product.aggregations.price).toMatchObject({ min: want.min, max: want.max });
    expect(answer.product.aggregations.in_stock.values['1'].count).toBe(want.inStock);
    const links = Object.fromEntries(
      (answer.category.items as Json[]).map((item) => [item.id, item.fields.count]),
    );
    // The link groups name the categories the content model knows; every one is counted exactly.
    for (const [id, count] of Object.entries(links)) expect(count).toBe(want.categories[id]);
    expect(Object.keys(links).length).toBeGreaterThan(0);
  });

  it('a price range of one exact price (with cents) keeps exactly the items at that price', async () => {
    const [url] = await rootCategoryUrls('de');
    const items = await allItems(async (extra) => (await page(url as string, 'de', extra)).data.product);
    const price = items.map((item) => item.price).find((p) => !Number.isInteger(p)) as number;
    expect(price).toBeDefined();
    const exact = await page(url as string, 'de', { aggregations: { price_from: price, price_to: price } });
    expect(exact.data.product.total).toBe(items.filter((item) => item.price === price).length);
    for (const item of exact.data.product.items) expect(item.fields.price).toBe(price);
    const above = await page(url as string, 'de', {
      aggregations: { price_from: price + 0.001, price_to: price + 0.009 },
    });
    expect(above.data.product.total).toBe(0);
  });
});
