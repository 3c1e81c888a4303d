import { describe, expect, it } from 'vitest';
import { toHeaderPromotions } from './header-snippet';

describe('toHeaderPromotions', () => {
  it('reads the texts and links of header-promotions; other elements and empty texts are left out', () => {
    const snippet = {
      snippetId: 'header-snippet',
      elements: [
        { id: 'm', component: 'header-minimized', content: { items: [{ text: 'no' }] } },
        {
          id: 'p',
          component: 'header-promotions',
          content: {
            items: [{ text: 'Free delivery', url: null }, { text: 'Sale', url: '/gb/sale/' }, { text: '' }],
          },
        },
      ],
    };
    expect(toHeaderPromotions(snippet)).toEqual([
      { text: 'Free delivery', href: null },
      { text: 'Sale', href: '/uk/sale/' },
    ]);
    expect(toHeaderPromotions(undefined)).toEqual([]);
  });
});
