import { describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES } from '../floor/markets';
import { generateCatalogue } from './generator';
import { slugify } from './generator-tools';

const small = generateCatalogue({ seed: 7, products: 300 });

describe('the generator is deterministic: the same seed gives the same catalogue', () => {
  it('repeats byte for byte', () => {
    expect(JSON.stringify(generateCatalogue({ seed: 7, products: 60 }))).toBe(
      JSON.stringify(generateCatalogue({ seed: 7, products: 60 })),
    );
  });

  it('another seed gives another catalogue', () => {
    expect(JSON.stringify(generateCatalogue({ seed: 8, products: 60 }).variants)).not.toBe(
      JSON.stringify(generateCatalogue({ seed: 7, products: 60 }).variants),
    );
  });

  it('size is a parameter', () => {
    expect(small.products).toHaveLength(300);
    expect(generateCatalogue({ seed: 7, products: 1000 }).products).toHaveLength(1000);
  });
});

describe('every text exists in every edition language, en-GB spelt British', () => {
  it('has product, category and collection texts in de, en, fr, it, nl, pl, es, id and gb', () => {
    for (const product of small.products.slice(0, 20)) {
      const languages = small.productTexts
        .filter((text) => text.productId === product.id)
        .map((text) => text.language);
      expect(languages.sort()).toEqual([...TEXT_LANGUAGES].sort());
    }
    expect(small.categoryTexts.filter((text) => text.language === 'pl').length).toBe(small.categories.length);
  });

  it('writes colour and grey in en-GB where en says color and gray', () => {
    const en = small.optionTexts.find(
      (text) => text.optionKey === 'colour' && text.valueKey === '' && text.language === 'en',
    );
    const gb = small.optionTexts.find(
      (text) => text.optionKey === 'colour' && text.valueKey === '' && text.language === 'gb',
    );
    expect([en?.label, gb?.label]).toEqual(['Color', 'Colour']);
  });

  it('gives products per-language seo urls such as /de/p/<slug>/', () => {
    const de = small.productTexts.find((text) => text.language === 'de');
    expect(de?.seoUrl).toMatch(/^\/de\/p\/[a-z0-9-]+\/$/);
    expect(slugify('Ciśnieniomierz naramienny Größe')).toBe('cisnieniomierz-naramienny-groesse');
  });
});

describe('the catalogue has what a shop needs: stock levels, compare-at prices, sizes, three currencies', () => {
  it('has out-of-stock, few-in-stock and plenty', () => {
    const stock = small.variants.map((variant) => variant.stock);
    expect(stock.some((n) => n === 0)).toBe(true);
    expect(stock.some((n) => n >= 1 && n <= 5)).toBe(true);
    expect(stock.some((n) => n > 50)).toBe(true);
  });

  it('prices every variant in EUR, PLN and GBP, some with compare-at', () => {
    expect(small.variantPrices.length).toBe(small.variants.length * 3);
    expect(small.variantPrices.some((price) => price.compareAtAmount !== null)).toBe(true);
  });

  it('sizes wearables as tops and pants', () => {
    const kinds = new Set(small.products.map((product) => product.sizeKind));
    expect(kinds).toEqual(new Set([null, 'top', 'pants']));
    expect(small.variants.some((variant) => variant.size === 'XXL')).toBe(true);
  });

  it('has unique SKUs, handles and valid EAN-13 barcodes', () => {
    expect(new Set(small.variants.map((variant) => variant.sku)).size).toBe(small.variants.length);
    expect(new Set(small.products.map((product) => product.handle)).size).toBe(small.products.length);
    for (const { barcode } of small.variants.slice(0, 50)) {
      const digits = barcode.split('').map(Number);
      const sum = digits.slice(0, 12).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
      expect((10 - (sum % 10)) % 10).toBe(digits[12]);
    }
  });

  it('seeds FAQs, manuals, reviews and bundles for the content service', () => {
    expect(small.faqs.length).toBeGreaterThan(0);
    expect(small.manuals.length).toBeGreaterThan(0);
    expect(small.reviews.length).toBeGreaterThan(0);
    expect(small.bundles.length).toBeGreaterThan(0);
  });
});
