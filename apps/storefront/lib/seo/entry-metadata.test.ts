import type { ContentPage } from '@shop/content-client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING_STATE } from '@/lib/listing';
import { pageMetadata } from './entry-metadata';

const BASE = 'https://shop.example.com';
const longText = `${'Misst den Blutdruck am Oberarm zuverlässig und schnell. '.repeat(4)}Ende.`;

const product = (overrides: Record<string, unknown> = {}) =>
  ({
    type: 'product',
    language: 'de',
    experiments: null,
    config: { top: [], bottom: [] },
    product: {
      title: 'BM 54',
      metaTitle: 'Oberarm-Blutdruckmessgerät BM 54',
      metaDescription: longText,
      url: '/de/p/bm-54/',
      image: { src: 'https://media.example.com/bm54.jpg', alt: 'BM 54' },
      images: [{ src: 'https://media.example.com/bm54.jpg', alt: 'BM 54' }],
      selfLinks: { de: '/de/p/bm-54/', en: '/en/p/bm-54/', gb: '/gb/p/bm-54/' },
      sections: { overviewHtml: '<p>Das <strong>BM 54</strong> misst am Oberarm.</p>' },
      ...overrides,
    },
  }) as unknown as ContentPage;

const home = (language: string, prefix: string) =>
  ({
    type: 'page',
    language,
    experiments: null,
    config: { top: [], bottom: [] },
    self: {
      id: `home-${language}`,
      title: 'Home',
      url: `/${prefix}/`,
      description: '',
      metaTitle: '',
      metaDescription: '',
      breadcrumb: [],
      selfLinks: { de: '/de/', fr: '/fr/' },
    },
  }) as unknown as ContentPage;

const input = { state: DEFAULT_LISTING_STATE, baseUrl: BASE, brandName: 'Vitalis' };

describe('a product page: its description, canonical and hreflang links, Open Graph', () => {
  it("the product's meta description cut at a word boundary to 154 characters", async () => {
    const metadata = await pageMetadata({ ...input, edition: 'de', page: product(), path: '/de/p/bm-54/' });
    const description = metadata.description ?? '';
    expect(description.length).toBeLessThanOrEqual(154);
    expect(description.endsWith('…')).toBe(true);
    expect(longText.startsWith(description.slice(0, -1))).toBe(true);
    expect(longText[description.length - 1]).toBe(' ');
    expect(metadata.title).toBe('Oberarm-Blutdruckmessgerät BM 54');
    expect(metadata.alternates).toEqual({
      canonical: `${BASE}/de/p/bm-54/`,
      languages: { de: `${BASE}/de/p/bm-54/`, en: `${BASE}/global/p/bm-54/`, 'en-GB': `${BASE}/uk/p/bm-54/` },
    });
    expect(metadata.robots).toBeUndefined();
  });

  it("asked for by its id (/de/p/54/), its canonical is the product's SEO url, not a second page", async () => {
    const metadata = await pageMetadata({ ...input, edition: 'de', page: product(), path: '/de/p/54/' });
    expect(metadata.alternates?.canonical).toBe(`${BASE}/de/p/bm-54/`);
    expect(metadata.openGraph?.url).toBe(`${BASE}/de/p/bm-54/`);
  });

  it('Open Graph: title, description, canonical url, the first product image, site name and locale', async () => {
    const metadata = await pageMetadata({ ...input, edition: 'de', page: product(), path: '/de/p/bm-54/' });
    expect(metadata.openGraph).toEqual({
      type: 'website',
      siteName: 'Vitalis',
      locale: 'de_DE',
      title: 'Oberarm-Blutdruckmessgerät BM 54',
      description: metadata.description,
      url: `${BASE}/de/p/bm-54/`,
      images: [{ url: 'https://media.example.com/bm54.jpg', alt: 'BM 54' }],
    });
  });

  it("without a meta description the overview's text describes the product", async () => {
    const metadata = await pageMetadata({
      ...input,
      edition: 'de',
      page: product({ metaDescription: '' }),
      path: '/de/p/bm-54/',
    });
    expect(metadata.description).toBe('Das BM 54 misst am Oberarm.');
  });
});

describe('a page without a description of its own (home) gets the shop description of its edition', () => {
  it('in German on /de/ and in French on /fr/, naming the brand', async () => {
    const de = await pageMetadata({ ...input, edition: 'de', page: home('de', 'de'), path: '/de/' });
    expect(de.description).toMatch(/^Gesundheits- und Wellnessgeräte von Vitalis: /);
    const fr = await pageMetadata({ ...input, edition: 'fr', page: home('fr', 'fr'), path: '/fr/' });
    expect(fr.description).toMatch(/^Appareils de santé et de bien-être Vitalis/);
    expect(fr.openGraph).toMatchObject({ locale: 'fr_FR', url: `${BASE}/fr/`, description: fr.description });
    expect(fr.openGraph).not.toHaveProperty('images');
  });
});

describe('a filtered or sorted listing state is not indexed', () => {
  it('noindex, follow for a filter or a sort; the default state and a later page are indexed', async () => {
    const page = home('de', 'de');
    const sorted = await pageMetadata({
      ...input,
      edition: 'de',
      page,
      path: '/de/',
      state: { ...DEFAULT_LISTING_STATE, sort: 'price-asc' },
    });
    expect(sorted.robots).toEqual({ index: false, follow: true });
    const paged = await pageMetadata({
      ...input,
      edition: 'de',
      page,
      path: '/de/',
      state: { ...DEFAULT_LISTING_STATE, page: 3 },
    });
    expect(paged.robots).toBeUndefined();
  });
});
