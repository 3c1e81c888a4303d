import { describe, expect, it } from 'vitest';
import { call, constraints, ok, page, rootCategoryUrls, search } from './content';
import type { Json } from './http';

const titles = (answer: Json) => (answer.product.items as Json[]).map((item) => item.fields.title as string);

describe('POST /search/public finds products by full-text search in the language', () => {
  it('German: a stemmed (plural) word finds the singular titles', async () => {
    const answer = await search('Blutdruckmessgeräte', 'de');
    expect(answer.product.total).toBeGreaterThan(0);
    expect(titles(answer).every((title) => /Blutdruckmessgerät/.test(title))).toBe(true);
    const item = answer.product.items[0].fields;
    for (const key of ['url', 'picture_url_main', 'overviewImages', 'designation', 'price', 'title', 'id']) {
      expect(item).toHaveProperty(key);
    }
  });

  it('matching is unaccented: "blutdruckmessgerat" finds the same products', async () => {
    const plain = await search('blutdruckmessgerat', 'de');
    const accented = await search('Blutdruckmessgerät', 'de');
    expect(plain.product.total).toBe(accented.product.total);
  });

  it('an article number matches exactly and ranks first', async () => {
    const [url] = await rootCategoryUrls('de');
    const product = (await page(url as string, 'de', { count: 5 })).data.product.items[4].fields;
    const answer = await search(product.articleNumber, 'de');
    expect(answer.product.items[0].id).toBe(product.id);
  });

  it.each([
    ['fr', 'tensiomètre', /tensiom/i],
    ['pl', 'ciśnieniomierz', /ciśnieniomierz/i],
    ['gb', 'thermometer', /thermometer/i],
  ])('in %s "%s" finds titles in that language', async (language, phrase, pattern) => {
    const answer = await search(phrase, language);
    expect(answer.product.total).toBeGreaterThan(0);
    expect(titles(answer).some((title) => pattern.test(title))).toBe(true);
  });

  it('gives link groups: categories of the hits with counts, the manufacturer, content pages', async () => {
    const answer = await search('Waage', 'de');
    const category = answer.category.items[0].fields;
    expect(category).toMatchObject({ url: expect.stringMatching(/^\/de\/c\//), title: expect.any(String) });
    expect(category.count).toBeGreaterThan(0);
    expect(category.count).toBeLessThanOrEqual(answer.product.total);
    expect(answer.manufacturer.items[0].fields).toMatchObject({ manufacturer_title: 'Vitalis' });
    const pages = await search('Versand', 'de');
    expect(pages.links.items[0].fields.url).toMatch(/^\/de\//);
  });

  it('a typo finds nothing and answers a suggestion that finds something', async () => {
    const answer = await search('blutdruckmesgerät', 'de');
    expect(answer.product.total).toBe(0);
    expect(answer.suggestion.phrase).toMatch(/blutdruckmessgerat/);
    expect(answer.suggestion.count).toBeGreaterThan(0);
    expect((await search(answer.suggestion.phrase, 'de')).product.total).toBe(answer.suggestion.count);
  });

  it('autosuggest: count 4 gives at most four items and the exact total', async () => {
    const answer = await search('massage', 'de', { count: 4, enableAggregations: false });
    expect(answer.product.items.length).toBe(Math.min(4, answer.product.total));
    expect(answer.product.count).toBe(answer.product.items.length);
    expect(answer.product.aggregations).toEqual({});
  });

  it('search aggregations, filters and price sorting work as on categories', async () => {
    const answer = await search('Blutdruckmessgerät', 'de', {
      enableAggregations: true,
      sorting: { price: 'asc' },
    });
    const prices = (answer.product.items as Json[]).map((item) => item.fields.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const inStock = await search('Blutdruckmessgerät', 'de', { aggregations: { in_stock: true } });
    expect(inStock.product.total).toBe(answer.product.aggregations.in_stock.values['1'].count);
  });

  it('constraints: use_stock hides sold-out products, another shop id finds nothing, experiments are echoed', async () => {
    const all = await search('Blutdruckmessgerät', 'de');
    const stocked = await ok('/search/public', {
      searchPhrase: 'Blutdruckmessgerät',
      isSearch: true,
      constraints: constraints('de', {
        'query.use_stock': true,
        'ab.experiments': [{ experiment: 7, variation: 'b' }],
      }),
    });
    expect(stocked.product.total).toBeLessThanOrEqual(all.product.total);
    for (const item of stocked.product.items) expect(item.fields.isOnStock).toBe(true);
    expect(stocked.experiments).toEqual([{ experiment: 7, variation: 'b' }]);
    const otherShop = await search('Blutdruckmessgerät', 'de', {
      constraints: constraints('de', { 'query.shop_id': 2 }),
    });
    expect(otherShop.product.total).toBe(0);
  });
});

describe('Bad input never answers 500', () => {
  it.each([
    ['malformed JSON', { raw: '{"searchPhrase":' }, /Malformed JSON/],
    ['a body that is not an object', { raw: '[1,2]' }, /JSON object/],
    ['a count that is not a number', { body: { searchPhrase: 'x', count: 'many' } }, /count/],
    ['a negative offset', { body: { searchPhrase: 'x', offset: -1 } }, /offset/],
    [
      'an unknown sort field',
      { body: { searchPhrase: 'x', sorting: { colour: 'asc' } } },
      /Unknown sort field/,
    ],
    ['a bad sort order', { body: { searchPhrase: 'x', sorting: { price: 'up' } } }, /asc or desc/],
    ['a size filter of the wrong type', { body: { searchPhrase: 'x', aggregations: { size: 3 } } }, /size/],
    [
      'a language of another instance',
      { body: { searchPhrase: 'x', constraints: { 'query.language': 'fr' } } },
      /not served/,
    ],
    ['constraints that are not an object', { body: { searchPhrase: 'x', constraints: 'de' } }, /constraints/],
  ])('%s: 400 with a message', async (_name, input, message) => {
    const answer = await call('/search/public', (input as Json).body, 'live', { raw: (input as Json).raw });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
    expect(answer.body.errorId).toEqual(expect.any(String));
  });

  it('control characters in the phrase count as none: NUL alone finds nothing, around a word the word', async () => {
    expect((await search('\u0000\u0000\u0000', 'de')).product.total).toBe(0);
    const plain = await search('Vitalis', 'de');
    expect((await search('\u0000Vita\u0007lis\u0000', 'de')).product.total).toBe(plain.product.total);
  });

  it('a huge count is capped at 200, unknown aggregation keys are ignored', async () => {
    const answer = await search('Vitalis', 'de', { count: 1_000_000, aggregations: { colour: ['red'] } });
    expect(answer.product.total).toBeGreaterThan(200);
    expect(answer.product.items.length).toBe(200);
  });

  it('the instance header is required and must be known', async () => {
    const missing = await call('/search/public', { searchPhrase: 'x' }, null);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/X-Makaira-Instance/);
    const unknown = await call('/search/public', { searchPhrase: 'x' }, 'live_mars' as never);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/Unknown instance 'live_mars'/);
  });

  it('the wrong method answers 405', async () => {
    const answer = await call('/enterprise/page', undefined, 'live', { method: 'GET' });
    expect(answer.status).toBe(405);
  });
});
