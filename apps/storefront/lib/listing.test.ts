import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_STATE,
  deviceOfRequest,
  hiddenFieldsFor,
  listingQuery,
  listingStateFromQuery,
  queryOf,
  urlWithQuery,
} from './listing';

const fromForm = (search: string) => listingStateFromQuery(queryOf(new URLSearchParams(search)));

describe('the listing state is read from the query a filter or sort form submits', () => {
  it('reads sizes, the price range, in stock and the sort', () => {
    expect(fromForm('size=S&size=M&priceMin=10&priceMax=50&inStock=1&sort=price-asc')).toEqual({
      filters: { sizes: ['S', 'M'], priceMin: 10, priceMax: 50, inStock: true },
      sort: 'price-asc',
      page: 1,
    });
  });

  it.each([
    ['priceMin=&priceMax=', null, null],
    ['priceMin=19,99&priceMax=', 19.99, null],
    ['priceMin=+5+&priceMax=abc', 5, null],
    ['priceMin=80&priceMax=20', 20, 80],
    ['priceMin=-3', null, null],
  ])('price fields as typed: %s', (search, min, max) => {
    const { filters } = fromForm(search);
    expect([filters.priceMin, filters.priceMax]).toEqual([min, max]);
  });

  it('a size checked twice counts once; an unknown sort or a bad page falls back', () => {
    expect(fromForm('size=S&size=S&sort=cheapest&page=x')).toEqual({
      ...DEFAULT_LISTING_STATE,
      filters: { ...DEFAULT_LISTING_STATE.filters, sizes: ['S'] },
    });
  });

  it('the query of a state reads back as the same state, and the default state has no query', () => {
    const state = fromForm('size=L&priceMin=5&inStock=1&sort=new&page=3');
    expect(fromForm(listingQuery(state).toString())).toEqual(state);
    expect(listingQuery(DEFAULT_LISTING_STATE).toString()).toBe('');
  });
});

describe('a URL is made again from its path and query', () => {
  it('keeps every parameter, lists as repeated names, and adds no ? without any', () => {
    expect(urlWithQuery('/uk/scales/', queryOf(new URLSearchParams('size=S&size=M&variant=a%20b')))).toBe(
      '/uk/scales/?size=S&size=M&variant=a+b',
    );
    expect(urlWithQuery('/uk/scales/', { sort: undefined })).toBe('/uk/scales/');
  });
});

describe('each form carries the rest of the state, and neither keeps the page', () => {
  const state = fromForm('size=S&priceMax=40&sort=price-desc&page=2');

  it('the filter form keeps the sort and the search phrase', () => {
    expect(hiddenFieldsFor('filters', state, [['q', 'waage']])).toEqual([
      ['sort', 'price-desc'],
      ['q', 'waage'],
    ]);
  });

  it('the sort form keeps the filters', () => {
    expect(hiddenFieldsFor('sort', state)).toEqual([
      ['size', 'S'],
      ['priceMax', '40'],
    ]);
  });
});

describe("a listing's page size follows the browser's device", () => {
  const PHONE_UA =
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
  const DESKTOP_UA =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
  const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

  it('the count cookie the browser stored decides, whatever the request says', () => {
    expect(deviceOfRequest('30', headers({ 'sec-ch-ua-mobile': '?0' }))).toBe('mobile');
    expect(deviceOfRequest('48', headers({ 'sec-ch-ua-mobile': '?1', 'user-agent': PHONE_UA }))).toBe(
      'desktop',
    );
  });

  it("without the cookie, a first visit takes the browser's mobile hint or its user agent", () => {
    expect(deviceOfRequest(undefined, headers({ 'sec-ch-ua-mobile': '?1' }))).toBe('mobile');
    expect(deviceOfRequest(undefined, headers({ 'sec-ch-ua-mobile': '?0', 'user-agent': DESKTOP_UA }))).toBe(
      'desktop',
    );
    expect(deviceOfRequest(undefined, headers({ 'user-agent': PHONE_UA }))).toBe('mobile');
    expect(deviceOfRequest(undefined, headers({ 'user-agent': DESKTOP_UA }))).toBe('desktop');
    expect(deviceOfRequest(undefined, headers({}))).toBe('desktop');
  });
});
