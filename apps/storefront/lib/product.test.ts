import type { ProductDetail } from '@shop/content-client';
import { describe, expect, it } from 'vitest';
import { cartLineAttributes, chooseVariant, purchaseProductOf, sizeOptionsOf } from './product';

const variant = (id: string, available: boolean, amount: number) => ({
  id,
  title: id,
  sku: `SKU-${id}`,
  size: null,
  colour: id,
  price: { amount, currency: 'EUR' as const },
  strikethroughPrice: { amount: amount + 10, currency: 'EUR' as const },
  trackingPrice: amount,
  stock: available ? 3 : 0,
  available,
});

// A product page's product as the content client gives it (the fields this test reads, plus the heavy ones).
const product = {
  id: '8100000001',
  title: 'Oberarm-Blutdruckmessgerät BM 15',
  url: '/de/p/oberarm-blutdruckmessgeraet-bm-15-600000/',
  image: { src: 'https://media.example.com/bm15-1.jpg', alt: 'BM 15' },
  images: [{ src: 'https://media.example.com/bm15-2.jpg', alt: 'BM 15' }],
  price: { amount: 85.99, currency: 'EUR' },
  strikethroughPrice: null,
  trackingPrice: 85.99,
  availability: 'inStock',
  purchaseLimit: 2,
  recycling: { class: 'B', price: { amount: 0.5, currency: 'EUR' } },
  categories: [{ id: '9', title: 'Oberarm-Blutdruckmessgeräte', url: '/de/c/gesundheit-messen/oberarm/' }],
  sizes: [],
  variants: [variant('Weiß', true, 85.99), variant('Schwarz', false, 89.99)],
  keyFeatures: ['Speicher für 90 Messwerte'],
  metaTitle: 'BM 15',
  metaDescription: 'Misst Blutdruck und Puls am Oberarm.',
  breadcrumb: [
    { title: 'Gesundheit messen', url: '/de/c/gesundheit-messen/' },
    { title: 'Oberarm-Blutdruckmessgeräte', url: '/de/c/gesundheit-messen/oberarm/' },
    { title: 'BM 15', url: '/de/p/oberarm-blutdruckmessgeraet-bm-15-600000/' },
  ],
  selfLinks: { en: '/en/p/upper-arm-blood-pressure-monitor-bm-15-600000/' },
  sections: {
    overviewHtml: `<p>${'Misst Blutdruck und Puls. '.repeat(200)}</p>`,
    functions: [],
    downloads: [],
  },
} as unknown as ProductDetail;

describe('the product the add-to-cart client gets', () => {
  const purchase = purchaseProductOf(product);

  it('writes the same cart line attributes as the whole product, for every variant', () => {
    for (const candidate of product.variants) {
      expect(cartLineAttributes(purchase, candidate)).toEqual(cartLineAttributes(product, candidate));
    }
    const [white] = product.variants;
    if (!white) throw new Error('the fixture has variants');
    expect(cartLineAttributes(purchase, white)).toMatchObject({
      _url: product.url,
      _recycling_class: 'B',
      _purchase_limit: '2',
    });
  });

  it('chooses the same variant and offers the same sizes, availability and limit', () => {
    expect(chooseVariant(purchase.variants, 'Schwarz')).toBe(chooseVariant(product.variants, 'Schwarz'));
    expect(chooseVariant(purchase.variants)?.id).toBe('Weiß');
    expect(purchase).toMatchObject({ sizes: [], availability: 'inStock', purchaseLimit: 2 });
  });

  it("leaves out what the server already rendered: sections, other editions' links, texts and images", () => {
    for (const key of [
      'sections',
      'selfLinks',
      'metaTitle',
      'metaDescription',
      'keyFeatures',
      'images',
      'image',
    ]) {
      expect(purchase).not.toHaveProperty(key);
    }
    expect(JSON.stringify(purchase).length).toBeLessThan(JSON.stringify(product).length / 4);
  });
});

describe('the sizes the size selector offers', () => {
  it('names a size listed once per colour with its colour, and leaves a size listed once as it is', () => {
    expect(
      sizeOptionsOf([
        { variantId: 'v1', title: 'M', colour: 'Black', available: true },
        { variantId: 'v2', title: 'M', colour: 'White', available: false },
        { variantId: 'v3', title: 'XL', colour: 'Black', available: true },
        { variantId: 'v4', title: 'S', colour: null, available: true },
      ]),
    ).toEqual([
      { id: 'v1', label: 'M', colour: 'Black', available: true },
      { id: 'v2', label: 'M', colour: 'White', available: false },
      { id: 'v3', label: 'XL', available: true },
      { id: 'v4', label: 'S', available: true },
    ]);
  });
});
