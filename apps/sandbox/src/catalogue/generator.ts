// The deterministic catalogue generator: the same seed and size always give the same rows.
import type * as schema from '../db/schema';
import { CURRENCIES, type Currency, LANGUAGES, TEXT_LANGUAGES, type TextLanguage } from '../floor/markets';
import {
  BUNDLE_WORDS,
  COLLECTION_SPECIALS,
  COLOURS,
  DESCRIPTION_CLOSING,
  FAMILIES,
  FAQ_TEMPLATES,
  type Family,
  FEATURES,
  GROUPS,
  LINES,
  MANUAL_TITLES,
  OPTION_NAMES,
  PAGES,
  pick,
  REVIEW_TEMPLATES,
  SCOPE,
  SIZES,
  type Words,
} from './vocabulary';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

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

export interface GenerateOptions {
  seed: number;
  products: number;
}

export const DEFAULT_SEED = 20250101;
export const DEFAULT_PRODUCT_COUNT = 300;

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
const EPOCH = Date.UTC(2024, 0, 15, 9, 0, 0);
const DAY = 86_400_000;

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
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

const TRANSLITERATION: Record<string, string> = {
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
function shopPrice(amount: number, currency: Currency): string {
  if (currency === 'PLN') return (Math.round(amount / 10) * 10 - 1).toFixed(2);
  return (Math.max(1, Math.floor(amount)) + 0.99).toFixed(2);
}

const RATE: Record<Currency, number> = { EUR: 1, PLN: 4.35, GBP: 0.86 };

function ean13(base12: string): string {
  const digits = base12.split('').map(Number);
  const sum = digits.reduce((acc, digit, index) => acc + digit * (index % 2 === 0 ? 1 : 3), 0);
  return base12 + String((10 - (sum % 10)) % 10);
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

function featureValue(key: string, random: Random): number {
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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export function generateCatalogue(options: GenerateOptions): CatalogueRows {
  const random = new Random(options.seed);
  const rows: CatalogueRows = {
    meta: [{ id: 1, seed: options.seed, productCount: options.products, generatedAt: new Date(EPOCH) }],
    categories: [],
    categoryTexts: [],
    products: [],
    productTexts: [],
    productCategories: [],
    productOptions: [],
    optionTexts: [],
    images: [],
    variants: [],
    variantPrices: [],
    collections: [],
    collectionTexts: [],
    collectionProducts: [],
    faqs: [],
    faqTexts: [],
    manuals: [],
    manualTexts: [],
    reviews: [],
    bundles: [],
    bundleTexts: [],
    bundleItems: [],
    bundlePrices: [],
    pages: [],
    pageTexts: [],
    menus: [],
    menuItems: [],
    menuTexts: [],
  };

  // Option names and colour labels.
  for (const language of TEXT_LANGUAGES) {
    rows.optionTexts.push({
      optionKey: 'size',
      valueKey: '',
      language,
      label: pick(OPTION_NAMES.size, language),
    });
    rows.optionTexts.push({
      optionKey: 'colour',
      valueKey: '',
      language,
      label: pick(OPTION_NAMES.colour, language),
    });
    for (const colour of COLOURS) {
      rows.optionTexts.push({
        optionKey: 'colour',
        valueKey: colour.key,
        language,
        label: pick(colour.label, language),
      });
    }
  }

  // Categories: groups, then one leaf per family; per-language slugs and nested seoUrls.
  const categoryIdByKey = new Map<string, number>();
  const categoryPath = new Map<number, Map<TextLanguage, string>>();
  let categoryId = 0;
  const addCategory = (
    key: string,
    parentId: number | null,
    name: Words,
    productType: string | null,
    intro: Words,
  ) => {
    categoryId += 1;
    const id = categoryId;
    categoryIdByKey.set(key, id);
    rows.categories.push({ id, parentId, key, position: id, productType });
    const paths = new Map<TextLanguage, string>();
    for (const language of TEXT_LANGUAGES) {
      const slug = slugify(pick(name, language));
      const parentPath = parentId ? (categoryPath.get(parentId)?.get(language) ?? '') : '';
      const path = `${parentPath}${slug}/`;
      paths.set(language, path);
      rows.categoryTexts.push({
        categoryId: id,
        language,
        name: pick(name, language),
        slug,
        seoUrl: `/${language}/c/${path}`,
        description: pick(intro, language),
      });
    }
    categoryPath.set(id, paths);
    return id;
  };
  for (const group of GROUPS) addCategory(group.key, null, group.name, null, group.name);
  for (const family of FAMILIES) {
    addCategory(
      family.key,
      categoryIdByKey.get(family.group) ?? null,
      family.plural,
      family.productType,
      family.intro,
    );
  }

  // Products, spread over the families round-robin with a seeded shuffle of models.
  let imageSeq = 0;
  let variantSeq = 0;
  let optionSeq = 0;
  let faqSeq = 0;
  let manualSeq = 0;
  let reviewSeq = 0;
  const handles = new Set<string>();
  const productFamily = new Map<number, Family>();
  const productVariants = new Map<number, number[]>();
  const productPriceEur = new Map<number, number>();
  const productHasCompareAt = new Set<number>();
  for (let index = 0; index < options.products; index++) {
    const family = FAMILIES[index % FAMILIES.length] as Family;
    const generation = Math.floor(index / FAMILIES.length);
    const id = ID_BASE.product + index + 1;
    const modelNumber = 10 + ((generation * 7 + random.int(0, 6)) % 990);
    const line = generation < LINES.length ? (LINES[generation] ?? '') : random.pick(LINES);
    const suffix = generation >= LINES.length ? ` ${String.fromCharCode(65 + (generation % 26))}` : '';
    const model = `${family.prefix} ${modelNumber}${line ? ` ${line}` : ''}${suffix}`;
    const createdAt = new Date(EPOCH + random.int(0, 540) * DAY);
    const articleNumber = String(600_000 + index * 7 + (index % 7));
    const titleDe = `${pick(family.name, 'de')} ${model}`;
    let handle = slugify(titleDe);
    while (handles.has(handle)) handle = `${handle}-${index}`;
    handles.add(handle);
    productFamily.set(id, family);
    const categoryIdOfFamily = categoryIdByKey.get(family.key) as number;
    rows.products.push({
      id,
      handle,
      categoryId: categoryIdOfFamily,
      productType: family.productType,
      vendor: 'Vitalis',
      articleNumber,
      model,
      tags: [
        family.key,
        family.group,
        ...(family.features.includes('bluetooth') && random.chance(0.5) ? ['app'] : []),
      ],
      sizeKind: family.sizeKind ?? null,
      popularity: random.int(1, 10_000),
      purchaseLimit: random.chance(0.1) ? random.pick([2, 3, 5]) : null,
      recyclingClass: family.group === 'air' ? 'B' : null,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + random.int(0, 60) * DAY),
      publishedAt: createdAt,
    });
    rows.productCategories.push({ productId: id, categoryId: categoryIdOfFamily });
    rows.productCategories.push({ productId: id, categoryId: categoryIdByKey.get(family.group) as number });

    const featureKeys = random.sample(family.features, Math.min(family.features.length, random.int(3, 5)));
    const featureValues = Object.fromEntries(featureKeys.map((key) => [key, featureValue(key, random)]));
    const scope: (keyof typeof SCOPE)[] = ['device', 'manual'];
    if (random.chance(0.5)) scope.push('bag');
    scope.push(featureKeys.includes('battery') ? 'cable' : 'batteries');
    for (const language of TEXT_LANGUAGES) {
      const name = pick(family.name, language);
      const title = `${name} ${model}`;
      const slug = `${slugify(title)}-${articleNumber}`;
      const features = featureKeys.map((key) =>
        fill(pick(FEATURES[key], language), { n: featureValues[key] ?? 0 }),
      );
      const intro = pick(family.intro, language);
      const closing = pick(DESCRIPTION_CLOSING, language);
      const description = `${intro} ${features.join('. ')}. ${closing}`;
      rows.productTexts.push({
        productId: id,
        language,
        title,
        slug,
        seoUrl: `/${language}/p/${slug}/`,
        seoTitle: title,
        seoDescription: intro.length > 154 ? `${intro.slice(0, 153)}…` : intro,
        description,
        descriptionHtml: `<p>${escapeHtml(intro)}</p><ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul><p>${escapeHtml(closing)}</p>`,
        keyFeatures: features,
        scopeOfDelivery: scope.map((item) => pick(SCOPE[item], language)),
      });
    }

    // Colours and sizes.
    const colours = random.sample(family.colours, random.int(1, Math.min(family.colours.length, 3)));
    const sizes = family.sizeKind ? [...SIZES[family.sizeKind]] : [];
    if (sizes.length > 0) {
      optionSeq += 1;
      rows.productOptions.push({ id: ID_BASE.option + optionSeq, productId: id, position: 1, key: 'size' });
    }
    if (colours.length > 1 || sizes.length === 0) {
      optionSeq += 1;
      rows.productOptions.push({
        id: ID_BASE.option + optionSeq,
        productId: id,
        position: sizes.length > 0 ? 2 : 1,
        key: colours.length > 1 || sizes.length > 0 ? 'colour' : 'title',
      });
    }
    const imageIds = new Map<string, number>();
    const imageCount = random.int(2, 4);
    for (let position = 1; position <= Math.max(imageCount, colours.length); position++) {
      imageSeq += 1;
      const colour = colours[(position - 1) % colours.length] as string;
      const imageId = ID_BASE.image + imageSeq;
      if (!imageIds.has(colour)) imageIds.set(colour, imageId);
      rows.images.push({
        id: imageId,
        productId: id,
        position,
        fileName: `${handle}-${position}.jpg`,
        width: 1200,
        height: 1200,
        motif: family.motif,
        colour,
      });
    }

    const basePrice =
      Math.round((family.price[0] + random.float() * (family.price[1] - family.price[0])) * 100) / 100;
    const compareAt = random.chance(0.22) ? basePrice * (1.15 + random.float() * 0.25) : null;
    productPriceEur.set(id, basePrice);
    if (compareAt) productHasCompareAt.add(id);
    const variantIds: number[] = [];
    const combos: { size: string | null; colour: string }[] = [];
    for (const colour of colours) {
      if (sizes.length > 0) for (const size of sizes) combos.push({ size, colour });
      else combos.push({ size: null, colour });
    }
    combos.forEach((combo, position) => {
      variantSeq += 1;
      const variantId = ID_BASE.variant + variantSeq;
      variantIds.push(variantId);
      const roll = random.float();
      const stock = roll < 0.1 ? 0 : roll < 0.25 ? random.int(1, 5) : random.int(6, 250);
      const colourCode = combo.colour.slice(0, 3).toUpperCase();
      rows.variants.push({
        id: variantId,
        productId: id,
        position: position + 1,
        sku: `${family.prefix}${modelNumber}-${articleNumber}-${colourCode}${combo.size ? `-${combo.size}` : ''}`,
        articleNumber: `${articleNumber}.${String(position + 1).padStart(2, '0')}`,
        barcode: ean13(`4211125${String(variantSeq).padStart(5, '0')}`),
        size: combo.size,
        colour: combo.colour,
        weightGrams: random.int(150, 4500),
        stock,
        imageId: imageIds.get(combo.colour) ?? null,
      });
      for (const currency of CURRENCIES) {
        rows.variantPrices.push({
          variantId,
          currency,
          amount: shopPrice(basePrice * RATE[currency], currency),
          compareAtAmount: compareAt ? shopPrice(compareAt * RATE[currency], currency) : null,
          recyclingAmount: family.group === 'air' ? (currency === 'PLN' ? '2.00' : '0.50') : null,
        });
      }
    });
    productVariants.set(id, variantIds);

    // FAQs, manuals and reviews (served by the content service in part 2).
    const faqCount = random.int(0, FAQ_TEMPLATES.length);
    for (let position = 0; position < faqCount; position++) {
      faqSeq += 1;
      const template = FAQ_TEMPLATES[position] as (typeof FAQ_TEMPLATES)[number];
      rows.faqs.push({ id: ID_BASE.faq + faqSeq, productId: id, position: position + 1 });
      for (const language of TEXT_LANGUAGES) {
        const name = `${pick(family.name, language)} ${model}`;
        rows.faqTexts.push({
          faqId: ID_BASE.faq + faqSeq,
          language,
          question: fill(pick(template.question, language), { name }),
          answerHtml: `<p>${escapeHtml(pick(template.answer, language))}</p>`,
        });
      }
    }
    for (const kind of ['instructions', 'datasheet'] as const) {
      if (kind === 'datasheet' && random.chance(0.5)) continue;
      manualSeq += 1;
      rows.manuals.push({
        id: ID_BASE.manual + manualSeq,
        productId: id,
        kind,
        fileType: 'pdf',
        updatedAt: new Date(createdAt.getTime() + random.int(0, 300) * DAY),
      });
      for (const language of TEXT_LANGUAGES) {
        rows.manualTexts.push({
          manualId: ID_BASE.manual + manualSeq,
          language,
          title: `${pick(MANUAL_TITLES[kind], language)} ${model}`,
          fileName: `${slugify(model)}-${kind}-${language}.pdf`,
        });
      }
    }
    const reviewCount = random.int(0, 6);
    for (let n = 0; n < reviewCount; n++) {
      reviewSeq += 1;
      const template = random.pick(REVIEW_TEMPLATES);
      const language = random.pick(LANGUAGES);
      rows.reviews.push({
        id: ID_BASE.review + reviewSeq,
        productId: id,
        language,
        rating: template.rating,
        title: pick(template.title, language),
        comment: pick(template.comment, language),
        authorName: random.pick([
          'Anna K.',
          'Marco R.',
          'Sophie L.',
          'Jan W.',
          'Lucía G.',
          'Budi S.',
          'Emma T.',
          'Piotr N.',
        ]),
        email: `reviewer${reviewSeq}@example.com`,
        verifiedPurchase: random.chance(0.7),
        status: 'published',
        createdAt: new Date(createdAt.getTime() + random.int(5, 400) * DAY),
      });
    }
  }

  // Collections: one per category (a group holds its leaves' products) and three curated ones.
  let collectionSeq = 0;
  const productsOfCategory = (id: number) =>
    rows.productCategories.filter((row) => row.categoryId === id).map((row) => row.productId);
  const addCollection = (
    handle: string,
    kind: string,
    categoryIdOfCollection: number | null,
    title: (language: TextLanguage) => string,
    description: (language: TextLanguage) => string,
    seoUrl: (language: TextLanguage) => string,
    productIds: number[],
  ) => {
    collectionSeq += 1;
    const id = ID_BASE.collection + collectionSeq;
    rows.collections.push({
      id,
      handle,
      categoryId: categoryIdOfCollection,
      kind,
      position: collectionSeq,
      updatedAt: new Date(EPOCH + 600 * DAY),
    });
    for (const language of TEXT_LANGUAGES) {
      rows.collectionTexts.push({
        collectionId: id,
        language,
        title: title(language),
        description: description(language),
        seoUrl: seoUrl(language),
      });
    }
    productIds.forEach((productId, position) => {
      rows.collectionProducts.push({ collectionId: id, productId, position: position + 1 });
    });
    return id;
  };
  const collectionOfCategory = new Map<number, number>();
  for (const category of rows.categories) {
    const texts = rows.categoryTexts.filter((row) => row.categoryId === category.id);
    const de = texts.find((row) => row.language === 'de');
    const collectionId = addCollection(
      de?.slug ?? category.key,
      'category',
      category.id,
      (language) => texts.find((row) => row.language === language)?.name ?? '',
      (language) => texts.find((row) => row.language === language)?.description ?? '',
      (language) => texts.find((row) => row.language === language)?.seoUrl ?? '',
      productsOfCategory(category.id),
    );
    collectionOfCategory.set(category.id, collectionId);
  }
  const byPopularity = [...rows.products].sort((a, b) => b.popularity - a.popularity);
  const byNewest = [...rows.products].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const specials: [keyof typeof COLLECTION_SPECIALS, number[]][] = [
    [
      'sale',
      rows.products.filter((product) => productHasCompareAt.has(product.id)).map((product) => product.id),
    ],
    ['new', byNewest.slice(0, 24).map((product) => product.id)],
    ['bestsellers', byPopularity.slice(0, 24).map((product) => product.id)],
  ];
  for (const [key, productIds] of specials) {
    const special = COLLECTION_SPECIALS[key];
    addCollection(
      special.handle,
      key,
      null,
      (language) => pick(special.title, language),
      (language) => pick(special.description, language),
      (language) => `/${language}/c/${slugify(pick(special.title, language))}/`,
      productIds,
    );
  }

  // Bundles: a device with a matching second device of the same group, priced 10 % below the sum.
  const bundleCount = Math.min(12, Math.floor(rows.products.length / 10));
  for (let n = 0; n < bundleCount; n++) {
    const first = rows.products[(n * 13) % rows.products.length];
    const second = rows.products[(n * 13 + FAMILIES.length) % rows.products.length];
    if (!first || !second || first.id === second.id) continue;
    const firstVariant = productVariants.get(first.id)?.[0];
    const secondVariant = productVariants.get(second.id)?.[0];
    if (!firstVariant || !secondVariant) continue;
    const id = ID_BASE.bundle + n + 1;
    const handle = `set-${first.handle}`;
    rows.bundles.push({ id, handle });
    for (const language of TEXT_LANGUAGES) {
      const firstTitle = rows.productTexts.find(
        (row) => row.productId === first.id && row.language === language,
      )?.title;
      const secondTitle = rows.productTexts.find(
        (row) => row.productId === second.id && row.language === language,
      )?.title;
      const title = `${pick(BUNDLE_WORDS, language)}: ${firstTitle} + ${secondTitle}`;
      rows.bundleTexts.push({
        bundleId: id,
        language,
        title,
        description: `${firstTitle} + ${secondTitle}`,
        seoUrl: `/${language}/b/${slugify(title)}/`,
      });
    }
    rows.bundleItems.push({ bundleId: id, variantId: firstVariant, quantity: 1 });
    rows.bundleItems.push({ bundleId: id, variantId: secondVariant, quantity: 1 });
    const sum = (productPriceEur.get(first.id) ?? 0) + (productPriceEur.get(second.id) ?? 0);
    for (const currency of CURRENCIES) {
      rows.bundlePrices.push({
        bundleId: id,
        currency,
        amount: shopPrice(sum * 0.9 * RATE[currency], currency),
      });
    }
  }

  // Pages.
  PAGES.forEach((page, index) => {
    const id = ID_BASE.page + index + 1;
    rows.pages.push({
      id,
      handle: page.handle,
      createdAt: new Date(EPOCH),
      updatedAt: new Date(EPOCH + 30 * DAY),
    });
    for (const language of TEXT_LANGUAGES) {
      const body = pick(page.body, language);
      rows.pageTexts.push({
        pageId: id,
        language,
        title: pick(page.title, language),
        bodyHtml: `<p>${escapeHtml(body)}</p>`,
        bodySummary: body,
        seoUrl: `/${language}/${slugify(pick(page.title, language))}/`,
      });
    }
  });

  // Menus: the main menu (groups with their leaves) and the footer (pages).
  let menuItemSeq = 0;
  const addMenu = (id: number, handle: string, title: Words) => {
    rows.menus.push({ id, handle });
    for (const language of TEXT_LANGUAGES) {
      rows.menuTexts.push({ menuId: id, menuItemId: null, language, title: pick(title, language) });
    }
  };
  const addMenuItem = (
    menuId: number,
    parentId: number | null,
    position: number,
    type: string,
    resourceId: number | null,
    title: (language: TextLanguage) => string,
  ) => {
    menuItemSeq += 1;
    const id = ID_BASE.menuItem + menuItemSeq;
    rows.menuItems.push({ id, menuId, parentId, position, type, resourceId, url: null, tags: [] });
    for (const language of TEXT_LANGUAGES)
      rows.menuTexts.push({ menuId, menuItemId: id, language, title: title(language) });
    return id;
  };
  const mainMenu = ID_BASE.menu + 1;
  addMenu(mainMenu, 'main-menu', {
    de: 'Hauptmenü',
    en: 'Main menu',
    fr: 'Menu principal',
    it: 'Menu principale',
    nl: 'Hoofdmenu',
    pl: 'Menu główne',
    es: 'Menú principal',
    id: 'Menu utama',
  });
  const categoryName = (id: number, language: TextLanguage) =>
    rows.categoryTexts.find((row) => row.categoryId === id && row.language === language)?.name ?? '';
  rows.categories
    .filter((category) => category.parentId === null)
    .forEach((group, groupIndex) => {
      const parent = addMenuItem(
        mainMenu,
        null,
        groupIndex + 1,
        'COLLECTION',
        collectionOfCategory.get(group.id) ?? null,
        (language) => categoryName(group.id, language),
      );
      rows.categories
        .filter((category) => category.parentId === group.id)
        .forEach((leaf, leafIndex) => {
          addMenuItem(
            mainMenu,
            parent,
            leafIndex + 1,
            'COLLECTION',
            collectionOfCategory.get(leaf.id) ?? null,
            (language) => categoryName(leaf.id, language),
          );
        });
    });
  const footer = ID_BASE.menu + 2;
  addMenu(footer, 'footer', {
    de: 'Fußzeile',
    en: 'Footer',
    fr: 'Pied de page',
    it: 'Piè di pagina',
    nl: 'Footer',
    pl: 'Stopka',
    es: 'Pie de página',
    id: 'Footer',
  });
  rows.pages.forEach((page, index) => {
    addMenuItem(
      footer,
      null,
      index + 1,
      'PAGE',
      page.id,
      (language) =>
        rows.pageTexts.find((row) => row.pageId === page.id && row.language === language)?.title ?? '',
    );
  });

  return rows;
}
