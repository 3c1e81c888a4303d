// What the content service reads besides the shop's in-memory catalogue: categories with their per-language texts,
// FAQs, manuals, reviews, bundles and redirects. Loaded once per catalogue (a reset builds a new one).
import type { Catalogue, CatalogueProduct } from '../catalogue/read-model';
import type { Db } from '../db/database';
import * as schema from '../db/schema';

export interface CategoryText {
  name: string;
  slug: string;
  seoUrl: string;
  description: string;
}

export interface ContentCategory {
  id: number;
  parentId: number | null;
  key: string;
  position: number;
  texts: Map<string, CategoryText>;
  children: ContentCategory[];
}

export interface ContentFaq {
  id: number;
  productId: number;
  position: number;
  texts: Map<string, { question: string; answerHtml: string }>;
}

export interface ContentManual {
  id: number;
  productId: number;
  kind: string;
  fileType: string;
  updatedAt: Date;
  texts: Map<string, { title: string; fileName: string }>;
}

export interface ContentReview {
  id: number;
  productId: number;
  language: string;
  rating: number;
  title: string;
  comment: string;
  authorName: string;
  verifiedPurchase: boolean;
  createdAt: Date;
}

export interface ContentBundle {
  id: number;
  handle: string;
  texts: Map<string, { title: string; description: string; seoUrl: string }>;
  items: { variantId: number; quantity: number }[];
  prices: Map<string, string>;
}

export interface ContentModel {
  catalogue: Catalogue;
  categories: Map<number, ContentCategory>;
  roots: ContentCategory[];
  /** seoUrl → category id */
  categoryByUrl: Map<string, number>;
  productByUrl: Map<string, CatalogueProduct>;
  productByArticleNumber: Map<string, CatalogueProduct>;
  productCategories: Map<number, number[]>;
  faqs: Map<number, ContentFaq[]>;
  manuals: Map<number, ContentManual[]>;
  reviews: Map<number, ContentReview[]>;
  bundles: Map<number, ContentBundle>;
  bundleByUrl: Map<string, ContentBundle>;
  bundlesOfProduct: Map<number, ContentBundle[]>;
  pageByUrl: Map<string, number>;
  collectionByUrl: Map<string, number>;
  redirects: Map<string, { target: string; code: number }>;
  productExtras: Map<
    number,
    { model: string; sizeKind: string | null; purchaseLimit: number | null; recyclingClass: string | null }
  >;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

export async function loadContentModel(db: Db, catalogue: Catalogue): Promise<ContentModel> {
  const [
    categories,
    categoryTexts,
    productCategories,
    faqs,
    faqTexts,
    manuals,
    manualTexts,
    reviews,
    bundles,
    bundleTexts,
    bundleItems,
    bundlePrices,
    redirects,
    productExtras,
  ] = [
    await db.select().from(schema.categories),
    await db.select().from(schema.categoryTexts),
    await db.select().from(schema.productCategories),
    await db.select().from(schema.faqs),
    await db.select().from(schema.faqTexts),
    await db.select().from(schema.manuals),
    await db.select().from(schema.manualTexts),
    await db.select().from(schema.reviews),
    await db.select().from(schema.bundles),
    await db.select().from(schema.bundleTexts),
    await db.select().from(schema.bundleItems),
    await db.select().from(schema.bundlePrices),
    await db.select().from(schema.contentRedirects),
    await db
      .select({
        id: schema.products.id,
        model: schema.products.model,
        sizeKind: schema.products.sizeKind,
        purchaseLimit: schema.products.purchaseLimit,
        recyclingClass: schema.products.recyclingClass,
      })
      .from(schema.products),
  ];
  const model: ContentModel = {
    catalogue,
    categories: new Map(),
    roots: [],
    categoryByUrl: new Map(),
    productByUrl: new Map(),
    productByArticleNumber: new Map(),
    productCategories: new Map(),
    faqs: new Map(),
    manuals: new Map(),
    reviews: new Map(),
    bundles: new Map(),
    bundleByUrl: new Map(),
    bundlesOfProduct: new Map(),
    pageByUrl: new Map(),
    collectionByUrl: new Map(),
    redirects: new Map(redirects.map((row) => [row.sourceUrl, { target: row.target, code: row.code }])),
    productExtras: new Map(productExtras.map(({ id, ...extra }) => [id, extra])),
  };
  for (const row of [...categories].sort((a, b) => a.position - b.position)) {
    model.categories.set(row.id, { ...row, texts: new Map(), children: [] });
  }
  for (const category of model.categories.values()) {
    const parent = category.parentId ? model.categories.get(category.parentId) : undefined;
    if (parent) parent.children.push(category);
    else model.roots.push(category);
  }
  for (const row of categoryTexts) {
    model.categories.get(row.categoryId)?.texts.set(row.language, row);
    model.categoryByUrl.set(row.seoUrl, row.categoryId);
  }
  for (const product of catalogue.products) {
    model.productByArticleNumber.set(product.articleNumber, product);
    for (const text of product.texts.values()) model.productByUrl.set(text.seoUrl, product);
  }
  for (const row of productCategories) push(model.productCategories, row.productId, row.categoryId);
  const faqById = new Map<number, ContentFaq>();
  for (const row of [...faqs].sort((a, b) => a.position - b.position)) {
    const faq: ContentFaq = { ...row, texts: new Map() };
    faqById.set(row.id, faq);
    push(model.faqs, row.productId, faq);
  }
  for (const row of faqTexts) faqById.get(row.faqId)?.texts.set(row.language, row);
  const manualById = new Map<number, ContentManual>();
  for (const row of manuals) {
    const manual: ContentManual = { ...row, texts: new Map() };
    manualById.set(row.id, manual);
    push(model.manuals, row.productId, manual);
  }
  for (const row of manualTexts) manualById.get(row.manualId)?.texts.set(row.language, row);
  for (const row of reviews) if (row.status === 'published') push(model.reviews, row.productId, row);
  for (const row of bundles) {
    model.bundles.set(row.id, { ...row, texts: new Map(), items: [], prices: new Map() });
  }
  for (const row of bundleTexts) {
    const bundle = model.bundles.get(row.bundleId);
    if (!bundle) continue;
    bundle.texts.set(row.language, row);
    model.bundleByUrl.set(row.seoUrl, bundle);
  }
  for (const row of bundleItems) {
    const bundle = model.bundles.get(row.bundleId);
    if (!bundle) continue;
    bundle.items.push({ variantId: row.variantId, quantity: row.quantity });
    const productId = catalogue.variantsById.get(row.variantId)?.product.id;
    if (productId) push(model.bundlesOfProduct, productId, bundle);
  }
  for (const row of bundlePrices) model.bundles.get(row.bundleId)?.prices.set(row.currency, row.amount);
  for (const page of catalogue.pages) {
    for (const text of page.texts.values()) model.pageByUrl.set(text.seoUrl, page.id);
  }
  for (const collection of catalogue.collections) {
    if (collection.kind === 'category') continue;
    for (const text of collection.texts.values()) model.collectionByUrl.set(text.seoUrl, collection.id);
  }
  return model;
}

/** The category's breadcrumb from the root, in a language. */
export function categoryTrail(model: ContentModel, id: number): ContentCategory[] {
  const trail: ContentCategory[] = [];
  let current = model.categories.get(id);
  while (current) {
    trail.unshift(current);
    current = current.parentId ? model.categories.get(current.parentId) : undefined;
  }
  return trail;
}
