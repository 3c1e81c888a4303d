// The generator's tools: fixed ids and dates, the seeded random numbers, slugs, prices, EANs, templates.
import type * as schema from '../db/schema';
import type { Currency } from '../floor/markets';

/** Fixed id ranges, shaped like Shopify's numeric ids. */
export const ID_BASE = {
  product: 8_100_000_000,
  variant: 44_100_000_000,
  image: 31_100_000_000,
  option: 10_100_000_000,
  collection: 420_000_000,
  page: 91_000_000,
  menu: 200_000_000,
  menuItem: 210_000_000,
  faq: 1_000_000,
  manual: 2_000_000,
  review: 3_000_000,
  bundle: 4_000_000,
} as const;

/** Dates are fixed so that the same seed gives byte-identical rows. */
export const EPOCH = Date.UTC(2024, 0, 15, 9, 0, 0);
export const DAY = 86_400_000;

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, count);
  }
}

export const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  ł: 'l',
  Ł: 'l',
  ø: 'o',
  œ: 'oe',
};

export function slugify(text: string): string {
  return text
    .replace(/[äöüßłŁøœ]/g, (char) => TRANSLITERATION[char] ?? char)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/®/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Prices as shops set them: ending in .99 (or whole złoty for PLN). */
export function shopPrice(amount: number, currency: Currency): string {
  if (currency === 'PLN') return (Math.round(amount / 10) * 10 - 1).toFixed(2);
  return (Math.max(1, Math.floor(amount)) + 0.99).toFixed(2);
}

export const RATE: Record<Currency, number> = { EUR: 1, PLN: 4.35, GBP: 0.86 };

export function ean13(base12: string): string {
  const digits = base12.split('').map(Number);
  const sum = digits.reduce((acc, digit, index) => acc + digit * (index % 2 === 0 ? 1 : 3), 0);
  return base12 + String((10 - (sum % 10)) % 10);
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

export function featureValue(key: string, random: Random): number {
  switch (key) {
    case 'memory':
      return random.pick([60, 90, 120, 200]);
    case 'users':
      return random.pick([2, 4, 8]);
    case 'fastMeasure':
      return random.pick([1, 2, 8, 30]);
    case 'levels':
      return random.pick([3, 5, 10, 20]);
    case 'programs':
      return random.pick([4, 6, 12, 30]);
    case 'autoOff':
      return random.pick([30, 60, 90, 180]);
    case 'battery':
      return random.pick([4, 6, 8, 10]);
    case 'room':
      return random.pick([20, 35, 50, 80]);
    case 'warranty':
      return random.pick([2, 3, 5]);
    case 'temperatures':
      return random.pick([3, 4, 6, 9]);
    case 'range':
      return random.pick([150, 300, 500]);
    default:
      return 0;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The catalogue's rows as the generator makes them, table by table. */
export interface CatalogueRows {
  meta: Row<typeof schema.catalogueMeta>[];
  categories: Row<typeof schema.categories>[];
  categoryTexts: Row<typeof schema.categoryTexts>[];
  products: Row<typeof schema.products>[];
  productTexts: Row<typeof schema.productTexts>[];
  productCategories: Row<typeof schema.productCategories>[];
  productOptions: Row<typeof schema.productOptions>[];
  optionTexts: Row<typeof schema.optionTexts>[];
  images: Row<typeof schema.images>[];
  variants: Row<typeof schema.variants>[];
  variantPrices: Row<typeof schema.variantPrices>[];
  collections: Row<typeof schema.collections>[];
  collectionTexts: Row<typeof schema.collectionTexts>[];
  collectionProducts: Row<typeof schema.collectionProducts>[];
  faqs: Row<typeof schema.faqs>[];
  faqTexts: Row<typeof schema.faqTexts>[];
  manuals: Row<typeof schema.manuals>[];
  manualTexts: Row<typeof schema.manualTexts>[];
  reviews: Row<typeof schema.reviews>[];
  bundles: Row<typeof schema.bundles>[];
  bundleTexts: Row<typeof schema.bundleTexts>[];
  bundleItems: Row<typeof schema.bundleItems>[];
  bundlePrices: Row<typeof schema.bundlePrices>[];
  pages: Row<typeof schema.pages>[];
  pageTexts: Row<typeof schema.pageTexts>[];
  menus: Row<typeof schema.menus>[];
  menuItems: Row<typeof schema.menuItems>[];
  menuTexts: Row<typeof schema.menuTexts>[];
}
