import { describe, expect, it } from 'vitest';
import { smartMessagesFor, toSmartMessages } from './smart-messages';

const element = (id: string, rules: Record<string, unknown>, extra = {}) => ({
  id,
  component: 'smart-message',
  content: {
    headline: `Headline ${id}`,
    text: 'Text',
    cta: 'Go',
    url: '/en/c/sale/',
    isOpenByDefault: false,
    ...extra,
    rules: { enabled: true, enabledOnMobile: true, enabledOnDesktop: true, ...rules },
  },
});
const messages = (...elements: ReturnType<typeof element>[]) =>
  toSmartMessages({ snippetId: 'smart-messages-snippet', elements });
const page = (path: string, categoryIds: string[] = [], productOrVariantIds: string[] = []) => ({
  path,
  categoryIds,
  productOrVariantIds,
});
const ids = (list: { id: string }[]) => list.map((message) => message.id);

describe('smart messages', () => {
  it('reads the element: texts, image, link (public path), viewports, rules', () => {
    const [first] = messages(
      element(
        'a',
        { category: '1, 2', pageUrl: '/de/,/de/sale/', enabledOnMobile: false },
        {
          image: { src: '/i.png', alt: 'Alt', title: 'T' },
        },
      ),
    );
    expect(first?.message).toMatchObject({
      id: 'a',
      headline: 'Headline a',
      url: '/global/c/sale/',
      image: { src: '/i.png', alt: 'Alt', title: 'T' },
      onMobile: false,
      onDesktop: true,
    });
    expect(first?.rules).toMatchObject({ categories: ['1', '2'], pageUrls: ['/de/', '/de/sale/'] });
  });

  it('shows a message only where it is aimed: url and below, pages, categories, products or variants', () => {
    const all = messages(
      element('byUrl', { url: '/de/c/blutdruck/' }),
      element('byPage', { pageUrl: '/de/,/de/angebote' }),
      element('byCategory', { category: '11,12' }),
      element('byProduct', { productOrVariantIds: '501,gid://shopify/ProductVariant/9' }),
      element('everywhere', {}),
    );
    expect(ids(smartMessagesFor(all, page('/de/c/blutdruck/oberarm/')))).toEqual(['byUrl', 'everywhere']);
    expect(ids(smartMessagesFor(all, page('/de/angebote/')))).toEqual(['byPage', 'everywhere']);
    expect(ids(smartMessagesFor(all, page('/de/c/waagen/', ['12'])))).toEqual(['byCategory', 'everywhere']);
    expect(ids(smartMessagesFor(all, page('/de/p/x/', [], ['7', 'gid://shopify/ProductVariant/9'])))).toEqual(
      ['byProduct', 'everywhere'],
    );
    expect(ids(smartMessagesFor(all, page('/de/c/fieber/', ['13'])))).toEqual(['everywhere']);
  });

  it('a disabled message, or one for no viewport, never shows; an overwriting one hides the others', () => {
    const all = messages(
      element('off', { enabled: false }),
      element('noViewport', { enabledOnMobile: false, enabledOnDesktop: false }),
      element('plain', {}),
      element('over', { overwrite: true, pageUrl: '/de/' }),
    );
    expect(ids(smartMessagesFor(all, page('/de/')))).toEqual(['over']);
    expect(ids(smartMessagesFor(all, page('/de/c/x/')))).toEqual(['plain']);
  });
});
