// The deterministic catalogue generator: the same seed and size always give the same rows.
import { CURRENCIES, LANGUAGES, TEXT_LANGUAGES } from '../floor/markets';
import { addCategories, addCollections, addOptionTexts, addPagesAndMenus } from './generator-structure';
import type { CatalogueRows } from './generator-tools';

export type { CatalogueRows } from './generator-tools';

import {
  DAY,
  EPOCH,
  ean13,
  escapeHtml,
  featureValue,
  fill,
  ID_BASE,
  RATE,
  Random,
  shopPrice,
  slugify,
} from './generator-tools';
import {
  BUNDLE_WORDS,
  DESCRIPTION_CLOSING,
  FAMILIES,
  FAQ_TEMPLATES,
  type Family,
  FEATURES,
  LINES,
  MANUAL_TITLES,
  pick,
  REVIEW_TEMPLATES,
  SCOPE,
  SIZES,
} from './vocabulary';

export interface GenerateOptions {
  seed: number;
  products: number;
}

export const DEFAULT_SEED = 20250101;
export const DEFAULT_PRODUCT_COUNT = 300;

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

  addOptionTexts(rows);
  const categoryIdByKey = addCategories(rows);

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

  const collectionOfCategory = addCollections(rows, productHasCompareAt);

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

  addPagesAndMenus(rows, collectionOfCategory);

  return rows;
}
