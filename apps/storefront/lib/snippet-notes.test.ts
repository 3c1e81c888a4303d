import type { Snippet } from '@shop/content-client';
import { describe, expect, it } from 'vitest';
import { toSnippetNotes } from './snippet-notes';

const snippet = (elements: Snippet['elements']): Snippet =>
  ({ snippetId: 'cart-snippets', elements }) as Snippet;

describe('toSnippetNotes', () => {
  it("reads an element's items and an element's own text, with their links", () => {
    const notes = toSnippetNotes(
      snippet([
        {
          id: 'a',
          component: 'cart-info',
          content: { items: [{ icon: 'check', text: '30-day returns' }, {}] },
        },
        { id: 'b', component: 'cart-flyout-text', content: { text: 'Free shipping', link: '/en/shipping' } },
      ] as Snippet['elements']),
    );
    expect(notes).toEqual([
      { text: '30-day returns', href: null },
      { text: 'Free shipping', href: '/global/shipping' },
    ]);
  });

  it('gives none without a snippet', () => {
    expect(toSnippetNotes(undefined)).toEqual([]);
  });
});
