import { describe, expect, it } from 'vitest';
import { minimizedShellOf } from './minimized.js';
import { toPageConfig } from './transforms.js';

const configWith = (...elements: unknown[]) => toPageConfig({ top: { elements }, bottom: { elements: [] } });
const element = (component: string, content: unknown) => ({
  id: component,
  component,
  properties: { content },
});

describe('minimizedShellOf', () => {
  it('keeps the full header and footer when the page does not ask for the minimized ones', () => {
    expect(minimizedShellOf(configWith(element('text', { title: 'x' })))).toEqual({
      header: null,
      footer: null,
    });
    expect(minimizedShellOf(undefined)).toEqual({ header: null, footer: null });
  });

  it('reads the configured header: logo, links, call to action, colours, with content-service paths made public', () => {
    const { header } = minimizedShellOf(
      configWith(
        element('header-minimized', {
          logo: { src: 'https://cdn.example/logo.svg', alt: 'Vitalis' },
          links: [
            { text: 'Service', link: '/en/service/' },
            { text: 'Bad', link: 'javascript:alert(1)' },
            { text: '', link: '/de/' },
          ],
          cta: { text: 'Discover now', link: '/gb/' },
          colors: { background: '#0a2540', text: 'red;background:url(x)' },
        }),
      ),
    );
    expect(header).toEqual({
      logo: { src: 'https://cdn.example/logo.svg', alt: 'Vitalis' },
      links: [{ text: 'Service', link: '/global/service/' }],
      cta: { text: 'Discover now', link: '/uk/' },
      colors: { background: '#0a2540', text: null },
    });
  });

  it('gives no logo, call to action or colours when none are configured', () => {
    const { header } = minimizedShellOf(configWith(element('header-minimized', { links: [] })));
    expect(header).toEqual({ logo: null, links: [], cta: null, colors: { background: null, text: null } });
  });

  it('reads the footer from the bottom of the configuration too', () => {
    const config = toPageConfig({
      top: { elements: [] },
      bottom: {
        elements: [
          element('footer-minimized', {
            links: [{ text: 'Imprint', link: '/de/impressum/' }],
            rows: ['© 2026', 7],
          }),
        ],
      },
    });
    expect(minimizedShellOf(config)).toEqual({
      header: null,
      footer: { links: [{ text: 'Imprint', link: '/de/impressum/' }], rows: ['© 2026'] },
    });
  });
});
