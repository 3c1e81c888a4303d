import type { Autosuggestion, ProductSummary } from '@shop/content-client';
import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTED_CATEGORIES, toSearchSuggestions } from './autosuggest';

const product = (id: string, availability: ProductSummary['availability']) =>
  ({ id, title: `Scale ${id}`, url: `/global/p/${id}/`, image: null, availability }) as ProductSummary;

const answer = (products: ProductSummary[]): Autosuggestion => ({
  products,
  total: products.length,
  categories: Array.from({ length: 5 }, (_, index) => ({
    id: `c${index}`,
    title: `Category ${index}`,
    url: `/global/c${index}/`,
    count: 1,
  })),
  links: [],
  suggestion: null,
});

describe('the header’s suggestions from the content service’s autosuggest', () => {
  it('marks each product that cannot be bought now, so the suggestion says so (§8)', () => {
    const shown = toSearchSuggestions(
      'scale',
      answer([
        product('1', 'inStock'),
        product('2', 'fewInStock'),
        product('3', 'soldOut'),
        product('4', 'backInStockShortly'),
        product('5', 'notAvailableOnline'),
      ]),
    );
    expect(shown.products.map(({ id, available }) => [id, available])).toEqual([
      ['1', true],
      ['2', true],
      ['3', false],
      ['4', false],
      ['5', false],
    ]);
  });

  it(`keeps the phrase and the first ${MAX_SUGGESTED_CATEGORIES} categories`, () => {
    const shown = toSearchSuggestions('scale', answer([]));
    expect(shown.phrase).toBe('scale');
    expect(shown.categories.map(({ title }) => title)).toEqual(['Category 0', 'Category 1', 'Category 2']);
  });
});
