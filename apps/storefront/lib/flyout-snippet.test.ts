import { describe, expect, it } from 'vitest';
import { toFlyoutTeasers } from './flyout-snippet';

describe('toFlyoutTeasers', () => {
  it("reads the flyout-snippet's teasers as the flyout's articles; teasers without title or link are left out", () => {
    const snippet = {
      snippetId: 'flyout-snippet',
      elements: [
        {
          id: 'flyout-teaser',
          component: 'flyout-teaser',
          content: {
            items: [
              { title: 'Massage pillow', text: 'This week only', url: '/en/p/pillow', image: '/media/p.jpg' },
              { title: '', text: 'No title', url: '/en/p/x', image: '' },
              { title: 'No link', text: '', url: 'javascript:alert(1)', image: '' },
              'junk',
            ],
          },
        },
      ],
    };
    expect(toFlyoutTeasers(snippet)).toEqual([
      {
        image: '/media/p.jpg',
        text: 'This week only',
        button: { label: 'Massage pillow', href: '/global/p/pillow' },
      },
    ]);
    expect(toFlyoutTeasers(undefined)).toEqual([]);
  });
});
