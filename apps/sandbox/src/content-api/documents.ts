// Product documents as the content service indexes them: one per product and language, prices in the customer
// group's currency. Variant ids are the shop's merchandise ids, so a page's product goes straight into a cart.

import { type CatalogueProduct, type CatalogueVariant, textIn } from '../catalogue/read-model';
import { gid } from '../floor/gid';
import type { Currency, TextLanguage } from '../floor/markets';
import { mediaUrl } from '../floor/media';
import { type ContentModel, categoryTrail } from './model';
import { LABELS, tr } from './texts';

export type Status = 'in_stock' | 'few_in_stock' | 'back_in_stock_shortly' | 'not_available_online';

const NEW_SINCE = Date.UTC(2025, 3, 1);
const money = (value: number) => Math.round(value * 100) / 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The selling prices of a product with a recommended retail price, oldest first, each valid from its date until
 * the next: the RRP itself until 30 days ago for half of them (the 90-day rule lets the RRP show), until 120 days
 * ago for the other half (it does not), then today's price.
 */
export function priceHistory(
  product: CatalogueProduct,
  rrp: number,
  price: number,
  now = Date.now(),
): { valid_from: string; price: number }[] {
  const rrpUntilDaysAgo = product.id % 8 === 0 ? 30 : 120;
  return [
    { valid_from: new Date(now - 365 * DAY_MS).toISOString(), price: rrp },
    { valid_from: new Date(now - rrpUntilDaysAgo * DAY_MS).toISOString(), price },
  ];
}

export function statusOf(product: CatalogueProduct): Status {
  const stock = product.variants.reduce((sum, variant) => sum + Math.max(0, variant.stock), 0);
  if (stock > 5) return 'in_stock';
  if (stock > 0) return 'few_in_stock';
  return product.id % 2 === 0 ? 'back_in_stock_shortly' : 'not_available_online';
}

function cheapest(product: CatalogueProduct, currency: Currency): CatalogueVariant | undefined {
  return [...product.variants].sort(
    (a, b) => a.prices[currency].amountCents - b.prices[currency].amountCents,
  )[0];
}

export interface DocumentContext {
  model: ContentModel;
  language: TextLanguage;
  currency: Currency;
  /** Origin of the sandbox, for image and file URLs. */
  origin: string;
}

/** The fields of a product in listings, search results, lookups and recommendations. */
/**
 * The product's recycling classes with their fees (`recycling_data`): the device's own (`recycling_class` and
 * `recycling_price`), and for every other such product (even ids) a second entry, its battery's (class C).
 */
function recyclingData(
  id: number,
  recyclingClass: string | null,
  recyclingPrice: number | null,
  currency: Currency,
): { class: string; price: number | null; currency: Currency }[] {
  if (!recyclingClass) return [];
  const own = { class: recyclingClass, price: recyclingPrice, currency };
  return id % 2 === 0 ? [own, { class: 'C', price: currency === 'PLN' ? 1 : 0.2, currency }] : [own];
}

export function productFields(product: CatalogueProduct, ctx: DocumentContext): Record<string, unknown> {
  const { model, language, currency, origin } = ctx;
  const text = textIn(product.texts, language);
  const title = text?.title ?? product.handle;
  const variant = cheapest(product, currency);
  const price = variant ? variant.prices[currency] : null;
  const priceValue = price ? Number(price.amount) : null;
  const strikethrough = price?.compareAt ? Number(price.compareAt) : null;
  const rrp = priceValue !== null && product.id % 4 === 0 ? money(Math.ceil(priceValue * 1.25) - 0.01) : null;
  const images = product.images.map((image) => ({
    src: mediaUrl(origin, image.fileName),
    alt: title,
    width: image.width,
    height: image.height,
  }));
  const colours = new Set(product.variants.map((v) => v.colour).filter(Boolean));
  const extra = model.productExtras.get(product.id);
  const sizeKind = extra?.sizeKind ?? null;
  const badges: string[] = [];
  if (product.createdAt.getTime() >= NEW_SINCE) badges.push(tr(LABELS.badgeNew, language));
  if (strikethrough) badges.push(tr(LABELS.badgeSale, language));
  if (product.popularity > 9000) badges.push(tr(LABELS.badgeBestseller, language));
  const categoryIds = model.productCategories.get(product.id) ?? [product.categoryId];
  const leaf = model.categories.get(product.categoryId);
  const recyclingClass = extra?.recyclingClass ?? null;
  const recyclingPrice = recyclingClass ? (currency === 'PLN' ? 2 : 0.5) : null;
  const wasPrice = language === 'gb' ? (strikethrough ?? rrp) : null;
  return {
    id: String(product.id),
    shopify_id: gid('Product', product.id),
    type: 'product',
    title,
    designation: leaf ? (leaf.texts.get(language)?.name ?? '') : '',
    manufacturer_title: product.vendor,
    articleNumber: product.articleNumber,
    ean: product.variants[0]?.barcode ?? null,
    url: text?.seoUrl ?? null,
    picture_url_main: images[0]?.src ?? null,
    overviewImages: images.map((image) => image.src),
    images,
    currency,
    price: priceValue,
    strikethrough_price: strikethrough,
    recommended_retail_price: rrp,
    // The euro price of the same variant: what the shop's analytics report in every edition.
    tracking_price: variant ? Number(variant.prices.EUR.amount) : null,
    price_history: rrp !== null && priceValue !== null ? priceHistory(product, rrp, priceValue) : [],
    was_price: wasPrice,
    discount_label:
      wasPrice && priceValue !== null && wasPrice > priceValue
        ? `-${Math.round((1 - priceValue / wasPrice) * 100)}%`
        : null,
    status: statusOf(product),
    isOnStock: product.variants.some((v) => v.stock > 0),
    badges,
    key_features: text?.keyFeatures ?? [],
    colors_count: colours.size,
    size_type: sizeKind,
    purchase_limit: extra?.purchaseLimit ?? null,
    recycling_class: recyclingClass,
    recycling_price: recyclingPrice,
    recycling_data: recyclingData(product.id, recyclingClass, recyclingPrice, currency),
    category: categoryIds.map((catid) => {
      const category = model.categories.get(catid);
      return {
        catid: String(catid),
        title: category?.texts.get(language)?.name ?? '',
        url: category?.texts.get(language)?.seoUrl ?? '',
      };
    }),
    sizes: product.variants
      .filter((v) => v.size)
      .map((v) => ({
        id: gid('ProductVariant', v.id),
        title: v.size,
        stock: v.stock,
        available: v.stock > 0,
      })),
    variants: product.variants.map((v) => variantFields(v, ctx)),
    popularity: product.popularity,
    created_at: product.createdAt.toISOString(),
  };
}

export function variantFields(variant: CatalogueVariant, ctx: DocumentContext): Record<string, unknown> {
  const price = variant.prices[ctx.currency];
  const colour = variant.colour
    ? ctx.model.catalogue.optionLabel('colour', variant.colour, ctx.language)
    : null;
  return {
    id: gid('ProductVariant', variant.id),
    parent: String(variant.product.id),
    sku: variant.sku,
    articleNumber: variant.articleNumber,
    ean: variant.barcode,
    title:
      [variant.size, colour].filter(Boolean).join(' / ') ||
      (textIn(variant.product.texts, ctx.language)?.title ?? ''),
    size: variant.size,
    colour,
    price: Number(price.amount),
    strikethrough_price: price.compareAt ? Number(price.compareAt) : null,
    currency: ctx.currency,
    tracking_price: Number(variant.prices.EUR.amount),
    stock: variant.stock,
    available: variant.stock > 0,
    image: variant.image ? mediaUrl(ctx.origin, variant.image.fileName) : null,
  };
}

/** A product as a listed document: `{id, type, fields}`. */
export function productDocument(product: CatalogueProduct, ctx: DocumentContext) {
  return { id: String(product.id), type: 'product', fields: productFields(product, ctx) };
}

/** The detail page's product: the listed fields and every section of the detail page. */
export function productDetail(product: CatalogueProduct, ctx: DocumentContext): Record<string, unknown> {
  const { model, language, origin } = ctx;
  const fields = productFields(product, ctx);
  const text = textIn(product.texts, language);
  const group = model.categories.get(product.categoryId)?.parentId ?? null;
  const sameGroup = model.catalogue.products.filter(
    (other) => other.id !== product.id && model.productCategories.get(other.id)?.includes(group ?? -1),
  );
  const sameFamily = sameGroup.filter((other) => other.categoryId === product.categoryId);
  const accessories = sameGroup.filter((other) => other.categoryId !== product.categoryId).slice(0, 3);
  const faqs = model.faqs.get(product.id) ?? [];
  const faqItems = faqs.map((faq) => {
    const t = faq.texts.get(language) ?? faq.texts.get('de');
    return { question: t?.question ?? '', answer: t?.answerHtml ?? '' };
  });
  const reviews = model.reviews.get(product.id) ?? [];
  const histogram: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  for (const review of reviews)
    histogram[String(review.rating)] = (histogram[String(review.rating)] ?? 0) + 1;
  const average = reviews.length
    ? Math.round((reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length) * 10) / 10
    : null;
  const trail = categoryTrail(model, product.categoryId);
  const variant = product.variants[0];
  const colours = [...new Set(product.variants.map((v) => v.colour).filter((c): c is string => !!c))];
  return {
    ...fields,
    meta_title: text?.seoTitle ?? fields.title,
    meta_description: text?.seoDescription ?? '',
    navigation: {
      breadcrumb: [
        ...trail.map((category) => ({
          title: category.texts.get(language)?.name ?? '',
          url: category.texts.get(language)?.seoUrl ?? '',
        })),
        { title: fields.title, url: fields.url },
      ],
    },
    selfLinks: Object.fromEntries([...product.texts.entries()].map(([lang, t]) => [lang, t.seoUrl])),
    sections: {
      overview: { html: text?.descriptionHtml ?? '', text: text?.description ?? '' },
      functions: text?.keyFeatures ?? [],
      technical_details: (text?.keyFeatures ?? []).map((feature) => ({ text: feature })),
      technical_data: [
        { label: tr(LABELS.model, language), value: model.productExtras.get(product.id)?.model ?? '' },
        { label: tr(LABELS.articleNumber, language), value: product.articleNumber },
        { label: tr(LABELS.ean, language), value: variant?.barcode ?? '' },
        { label: tr(LABELS.weight, language), value: variant ? `${variant.weightGrams} g` : '' },
        {
          label: tr(LABELS.colours, language),
          value: colours.map((c) => model.catalogue.optionLabel('colour', c, language)).join(', '),
        },
      ],
      accessories: accessories.map((other) => String(other.id)),
      spare_parts: sameFamily.slice(0, 2).map((other) => String(other.id)),
      downloads: (model.manuals.get(product.id) ?? []).map((manual) => {
        const t = manual.texts.get(language) ?? manual.texts.get('de');
        return {
          id: String(manual.id),
          kind: manual.kind,
          kindLabel: tr(manual.kind === 'datasheet' ? LABELS.datasheet : LABELS.instructions, language),
          title: t?.title ?? '',
          productName: fields.title,
          url: mediaUrl(origin, t?.fileName ?? `manual-${manual.id}.pdf`),
          fileType: manual.fileType,
          lastUpdate: manual.updatedAt.toISOString(),
        };
      }),
      reviews: {
        average,
        count: reviews.length,
        histogram,
        items: reviews.map((review) => ({
          id: String(review.id),
          rating: review.rating,
          title: review.title,
          comment: review.comment,
          author: review.authorName,
          language: review.language,
          verified_purchase: review.verifiedPurchase,
          created_at: review.createdAt.toISOString(),
        })),
      },
      // The catalogue's text rows carry the scope of delivery though the shop's read model does not type it.
      scope_of_delivery: (text as { scopeOfDelivery?: string[] } | undefined)?.scopeOfDelivery ?? [],
      faq:
        faqItems.length >= 4
          ? {
              type: 'groups',
              groups: [
                { title: tr(LABELS.faqGeneral, language), items: faqItems.slice(0, 2) },
                { title: tr(LABELS.faqUse, language), items: faqItems.slice(2) },
              ],
            }
          : { type: 'list', items: faqItems },
      bundles: (model.bundlesOfProduct.get(product.id) ?? []).map((bundle) => ({
        id: String(bundle.id),
        title: bundle.texts.get(language)?.title ?? '',
        url: bundle.texts.get(language)?.seoUrl ?? '',
      })),
    },
  };
}
