import { describe, expect, it } from 'vitest';
import { toProductHighlight } from './product-highlight';

const snippetWith = (content: unknown) => ({
  snippetId: 'product-highlight-snippet',
  elements: [{ id: 'product-highlight', component: 'product-highlight', content }],
});

describe('toProductHighlight', () => {
  it('reads the headline and the product ids (numbers as strings, empty ones left out)', () => {
    expect(
      toProductHighlight(snippetWith({ headline: 'Our recommendation', productIds: ['12', 7, '', null] })),
    ).toEqual({ headline: 'Our recommendation', productIds: ['12', '7'] });
  });

  it('is null without a headline, without products or without the snippet', () => {
    expect(toProductHighlight(snippetWith({ headline: '', productIds: ['1'] }))).toBeNull();
    expect(toProductHighlight(snippetWith({ headline: 'Tip', productIds: [] }))).toBeNull();
    expect(toProductHighlight(undefined)).toBeNull();
  });
});
