import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, truncateAll } from '../db/database';
import * as schema from '../db/schema';
import { type CatalogueRows, type GenerateOptions, generateCatalogue } from './generator';
import { buildSearchIndex } from './search-index';

/** Insert order respects foreign keys. */
const ORDER: [keyof CatalogueRows, PgTable][] = [
  ['meta', schema.catalogueMeta],
  ['categories', schema.categories],
  ['categoryTexts', schema.categoryTexts],
  ['products', schema.products],
  ['productTexts', schema.productTexts],
  ['productCategories', schema.productCategories],
  ['productOptions', schema.productOptions],
  ['optionTexts', schema.optionTexts],
  ['images', schema.images],
  ['variants', schema.variants],
  ['variantPrices', schema.variantPrices],
  ['collections', schema.collections],
  ['collectionTexts', schema.collectionTexts],
  ['collectionProducts', schema.collectionProducts],
  ['faqs', schema.faqs],
  ['faqTexts', schema.faqTexts],
  ['manuals', schema.manuals],
  ['manualTexts', schema.manualTexts],
  ['reviews', schema.reviews],
  ['bundles', schema.bundles],
  ['bundleTexts', schema.bundleTexts],
  ['bundleItems', schema.bundleItems],
  ['bundlePrices', schema.bundlePrices],
  ['pages', schema.pages],
  ['pageTexts', schema.pageTexts],
  ['menus', schema.menus],
  ['menuItems', schema.menuItems],
  ['menuTexts', schema.menuTexts],
];

const CHUNK = 500;

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.catalogueMeta);
  return (row?.n ?? 0) > 0;
}

/** Empties the database and writes the generated catalogue in one transaction. */
export async function seedCatalogue(db: Db, options: GenerateOptions): Promise<void> {
  const rows = generateCatalogue(options);
  await truncateAll(db);
  await db.transaction(async (tx) => {
    for (const [key, table] of ORDER) {
      const list = rows[key] as Record<string, unknown>[];
      for (let start = 0; start < list.length; start += CHUNK) {
        await tx.insert(table).values(list.slice(start, start + CHUNK));
      }
    }
    await buildSearchIndex(tx as unknown as Db);
  });
}

/** A database seeded before the content service existed gets its search index on start. */
export async function ensureSearchIndex(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(schema.searchDocuments);
  if ((row?.n ?? 0) === 0) await db.transaction((tx) => buildSearchIndex(tx as unknown as Db));
}
