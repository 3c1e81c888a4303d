// The catalogue as read by the shop API: loaded from the catalogue tables once, kept in memory, and updated when
// the sandbox itself changes stock (checkout). Carts, customers and orders are read from the database each time.
import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import * as schema from '../db/schema';
import { CURRENCIES, type Currency, PRIMARY_MARKET, type TextLanguage } from '../floor/markets';

export interface Money {
  amount: string;
  compareAt: string | null;
  /** The same in cents, computed once at load. */
  amountCents: number;
  compareAtCents: number | null;
}

export interface ProductText {
  title: string;
  slug: string;
  seoUrl: string;
  seoTitle: string;
  seoDescription: string;
  description: string;
  descriptionHtml: string;
  keyFeatures: string[];
}

export interface CatalogueImage {
  id: number;
  productId: number;
  position: number;
  fileName: string;
  width: number;
  height: number;
  motif: string;
  colour: string;
}

export interface CatalogueVariant {
  id: number;
  product: CatalogueProduct;
  position: number;
  sku: string;
  articleNumber: string;
  barcode: string;
  size: string | null;
  colour: string | null;
  weightGrams: number;
  stock: number;
  image: CatalogueImage | null;
  prices: Record<Currency, Money>;
}

export interface CatalogueOption {
  id: number;
  key: 'size' | 'colour' | 'title';
  position: number;
}

export interface CatalogueProduct {
  id: number;
  handle: string;
  categoryId: number;
  productType: string;
  vendor: string;
  articleNumber: string;
  tags: string[];
  popularity: number;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date;
  texts: Map<TextLanguage, ProductText>;
  options: CatalogueOption[];
  variants: CatalogueVariant[];
  images: CatalogueImage[];
  collectionIds: number[];
}

export interface CatalogueCollection {
  id: number;
  handle: string;
  kind: string;
  categoryId: number | null;
  updatedAt: Date;
  texts: Map<TextLanguage, { title: string; description: string; seoUrl: string }>;
  /** Product ids in manual order. */
  productIds: number[];
}

export interface CataloguePage {
  id: number;
  handle: string;
  createdAt: Date;
  updatedAt: Date;
  texts: Map<TextLanguage, { title: string; bodyHtml: string; bodySummary: string; seoUrl: string }>;
}

export interface CatalogueMenuItem {
  id: number;
  parentId: number | null;
  position: number;
  type: string;
  resourceId: number | null;
  url: string | null;
  tags: string[];
  titles: Map<TextLanguage, string>;
  items: CatalogueMenuItem[];
}

export interface CatalogueMenu {
  id: number;
  handle: string;
  titles: Map<TextLanguage, string>;
  items: CatalogueMenuItem[];
}

/** A metafield set through the admin hooks. */
export type CatalogueMetafield = typeof schema.metafields.$inferSelect;

/** The key of a metafield in `Catalogue.metafields`: owner type, owner id, namespace and key. */
export const metafieldKey = (ownerType: string, ownerId: number, namespace: string, key: string) =>
  `${ownerType}/${ownerId}/${namespace}/${key}`;

export class Catalogue {
  readonly products: CatalogueProduct[] = [];
  readonly productsById = new Map<number, CatalogueProduct>();
  readonly productsByHandle = new Map<string, CatalogueProduct>();
  readonly variantsById = new Map<number, CatalogueVariant>();
  readonly collections: CatalogueCollection[] = [];
  readonly collectionsById = new Map<number, CatalogueCollection>();
  readonly collectionsByHandle = new Map<string, CatalogueCollection>();
  readonly pages: CataloguePage[] = [];
  readonly pagesById = new Map<number, CataloguePage>();
  readonly pagesByHandle = new Map<string, CataloguePage>();
  readonly menusByHandle = new Map<string, CatalogueMenu>();
  readonly menusById = new Map<number, CatalogueMenu>();
  readonly menuItemsById = new Map<number, CatalogueMenuItem>();
  /** metafieldKey(…) → metafield */
  readonly metafields = new Map<string, CatalogueMetafield>();
  readonly imagesById = new Map<number, CatalogueImage>();
  readonly imagesByFileName = new Map<string, CatalogueImage>();
  /** optionKey → valueKey ('' for the option's name) → language → label */
  readonly optionLabels = new Map<string, Map<string, Map<TextLanguage, string>>>();
  /** Lower-cased option name in any language → option key. */
  readonly optionKeyByName = new Map<string, string>([['title', 'title']]);
  /** Lower-cased colour label in any language → colour key. */
  readonly colourByLabel = new Map<string, string>();

  static async load(db: Db): Promise<Catalogue> {
    const catalogue = new Catalogue();
    const [
      products,
      productTexts,
      options,
      optionTexts,
      images,
      variants,
      prices,
      collections,
      collectionTexts,
      collectionProducts,
      pages,
      pageTexts,
      menus,
      menuItems,
      menuTexts,
      metafields,
    ] = [
      await db.select().from(schema.products).orderBy(asc(schema.products.id)),
      await db.select().from(schema.productTexts),
      await db.select().from(schema.productOptions).orderBy(asc(schema.productOptions.position)),
      await db.select().from(schema.optionTexts),
      await db.select().from(schema.images).orderBy(asc(schema.images.position)),
      await db.select().from(schema.variants).orderBy(asc(schema.variants.position)),
      await db.select().from(schema.variantPrices),
      await db.select().from(schema.collections).orderBy(asc(schema.collections.position)),
      await db.select().from(schema.collectionTexts),
      await db.select().from(schema.collectionProducts).orderBy(asc(schema.collectionProducts.position)),
      await db.select().from(schema.pages).orderBy(asc(schema.pages.id)),
      await db.select().from(schema.pageTexts),
      await db.select().from(schema.menus),
      await db.select().from(schema.menuItems).orderBy(asc(schema.menuItems.position)),
      await db.select().from(schema.menuTexts),
      await db.select().from(schema.metafields),
    ];

    for (const row of products) {
      const product: CatalogueProduct = {
        id: row.id,
        handle: row.handle,
        categoryId: row.categoryId,
        productType: row.productType,
        vendor: row.vendor,
        articleNumber: row.articleNumber,
        tags: row.tags,
        popularity: row.popularity,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        publishedAt: row.publishedAt,
        texts: new Map(),
        options: [],
        variants: [],
        images: [],
        collectionIds: [],
      };
      catalogue.products.push(product);
      catalogue.productsById.set(product.id, product);
      catalogue.productsByHandle.set(product.handle, product);
    }
    for (const row of productTexts) {
      catalogue.productsById.get(row.productId)?.texts.set(row.language as TextLanguage, row);
    }
    for (const row of options) {
      catalogue.productsById
        .get(row.productId)
        ?.options.push({ id: row.id, key: row.key as CatalogueOption['key'], position: row.position });
    }
    for (const row of optionTexts) {
      const values =
        catalogue.optionLabels.get(row.optionKey) ?? new Map<string, Map<TextLanguage, string>>();
      catalogue.optionLabels.set(row.optionKey, values);
      const labels = values.get(row.valueKey) ?? new Map<TextLanguage, string>();
      values.set(row.valueKey, labels);
      labels.set(row.language as TextLanguage, row.label);
      if (row.valueKey === '') catalogue.optionKeyByName.set(row.label.toLowerCase(), row.optionKey);
      else if (row.optionKey === 'colour') catalogue.colourByLabel.set(row.label.toLowerCase(), row.valueKey);
    }
    for (const row of images) {
      catalogue.imagesById.set(row.id, row);
      catalogue.imagesByFileName.set(row.fileName, row);
      catalogue.productsById.get(row.productId)?.images.push(row);
    }
    const pricesByVariant = new Map<number, Partial<Record<Currency, Money>>>();
    for (const row of prices) {
      const entry = pricesByVariant.get(row.variantId) ?? {};
      pricesByVariant.set(row.variantId, entry);
      entry[row.currency as Currency] = {
        amount: row.amount,
        compareAt: row.compareAtAmount,
        amountCents: Math.round(Number(row.amount) * 100),
        compareAtCents: row.compareAtAmount ? Math.round(Number(row.compareAtAmount) * 100) : null,
      };
    }
    for (const row of variants) {
      const product = catalogue.productsById.get(row.productId);
      if (!product) continue;
      const found = pricesByVariant.get(row.id) ?? {};
      const fallback = found[PRIMARY_MARKET.currency] ?? {
        amount: '0.00',
        compareAt: null,
        amountCents: 0,
        compareAtCents: null,
      };
      const variantPrices = Object.fromEntries(
        CURRENCIES.map((currency) => [currency, found[currency] ?? fallback]),
      ) as Record<Currency, Money>;
      const variant: CatalogueVariant = {
        id: row.id,
        product,
        position: row.position,
        sku: row.sku,
        articleNumber: row.articleNumber,
        barcode: row.barcode,
        size: row.size,
        colour: row.colour,
        weightGrams: row.weightGrams,
        stock: row.stock,
        image: row.imageId ? (catalogue.imagesById.get(row.imageId) ?? null) : null,
        prices: variantPrices,
      };
      product.variants.push(variant);
      catalogue.variantsById.set(variant.id, variant);
    }
    for (const row of collections) {
      const collection: CatalogueCollection = {
        id: row.id,
        handle: row.handle,
        kind: row.kind,
        categoryId: row.categoryId,
        updatedAt: row.updatedAt,
        texts: new Map(),
        productIds: [],
      };
      catalogue.collections.push(collection);
      catalogue.collectionsById.set(collection.id, collection);
      catalogue.collectionsByHandle.set(collection.handle, collection);
    }
    for (const row of collectionTexts) {
      catalogue.collectionsById.get(row.collectionId)?.texts.set(row.language as TextLanguage, row);
    }
    for (const row of collectionProducts) {
      catalogue.collectionsById.get(row.collectionId)?.productIds.push(row.productId);
      catalogue.productsById.get(row.productId)?.collectionIds.push(row.collectionId);
    }
    for (const row of pages) {
      const page: CataloguePage = { ...row, texts: new Map() };
      catalogue.pages.push(page);
      catalogue.pagesById.set(page.id, page);
      catalogue.pagesByHandle.set(page.handle, page);
    }
    for (const row of pageTexts)
      catalogue.pagesById.get(row.pageId)?.texts.set(row.language as TextLanguage, row);
    for (const row of menus) {
      const menu: CatalogueMenu = { id: row.id, handle: row.handle, titles: new Map(), items: [] };
      catalogue.menusByHandle.set(menu.handle, menu);
      catalogue.menusById.set(menu.id, menu);
    }
    for (const row of menuItems) {
      catalogue.menuItemsById.set(row.id, { ...row, titles: new Map(), items: [] });
    }
    for (const row of menuItems) {
      const item = catalogue.menuItemsById.get(row.id) as CatalogueMenuItem;
      if (row.parentId) catalogue.menuItemsById.get(row.parentId)?.items.push(item);
      else catalogue.menusById.get(row.menuId)?.items.push(item);
    }
    for (const row of menuTexts) {
      const titles = row.menuItemId
        ? catalogue.menuItemsById.get(row.menuItemId)?.titles
        : catalogue.menusById.get(row.menuId)?.titles;
      titles?.set(row.language as TextLanguage, row.title);
    }
    for (const row of metafields) {
      catalogue.metafields.set(metafieldKey(row.ownerType, row.ownerId, row.namespace, row.key), row);
    }
    return catalogue;
  }

  /** Called after the sandbox changed stock in the database. */
  setStock(variantId: number, stock: number): void {
    const variant = this.variantsById.get(variantId);
    if (variant) variant.stock = stock;
  }

  /** Called after a test hook changed a price in the database (amounts as the database writes them, '12.99'). */
  setPrice(variantId: number, currency: Currency, amount: string, compareAt: string | null): void {
    const variant = this.variantsById.get(variantId);
    if (!variant) return;
    variant.prices[currency] = {
      amount,
      compareAt,
      amountCents: Math.round(Number(amount) * 100),
      compareAtCents: compareAt ? Math.round(Number(compareAt) * 100) : null,
    };
  }

  /** Called after a test hook renamed a page in the database. */
  setPageTitle(pageId: number, language: TextLanguage, title: string): void {
    const text = this.pagesById.get(pageId)?.texts.get(language);
    if (text) text.title = title;
  }

  optionLabel(optionKey: string, valueKey: string, language: TextLanguage): string {
    const labels = this.optionLabels.get(optionKey)?.get(valueKey);
    return labels?.get(language) ?? labels?.get(PRIMARY_MARKET.defaultLanguage) ?? valueKey;
  }
}

/** A text in the requested language, falling back to the shop's primary language. */
export function textIn<T>(texts: Map<TextLanguage, T>, language: TextLanguage): T | undefined {
  return texts.get(language) ?? texts.get(PRIMARY_MARKET.defaultLanguage);
}
