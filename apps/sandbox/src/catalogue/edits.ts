// Changes to the catalogue made through the sandbox's test hooks, as an admin would make them in the shop or the
// content service: written to the database, then to the in-memory catalogue both wings read.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { categories, categoryTexts, pageTexts, variantPrices, variants } from '../db/schema';
import type { Currency, TextLanguage } from '../floor/markets';
import type { Catalogue, CatalogueVariant } from './read-model';

export class EditError extends Error {}

interface Floor {
  db: Db;
  catalogue: Catalogue;
}

function variantOf(catalogue: Catalogue, variantId: number): CatalogueVariant {
  const variant = catalogue.variantsById.get(variantId);
  if (!variant) throw new EditError(`No variant ${variantId}`);
  return variant;
}

/** Stock of a variant (the search index's in-stock flag follows by trigger). */
export async function setVariantStock(
  floor: Floor,
  variantId: number,
  stock: number,
): Promise<CatalogueVariant> {
  const variant = variantOf(floor.catalogue, variantId);
  await floor.db.update(variants).set({ stock }).where(eq(variants.id, variantId));
  floor.catalogue.setStock(variantId, stock);
  return variant;
}

/** A variant's price (and compare-at price) in one currency; the search index's cheapest price follows. */
export async function setVariantPrice(
  floor: Floor,
  variantId: number,
  currency: Currency,
  amount: number,
  compareAt: number | null,
): Promise<CatalogueVariant> {
  const variant = variantOf(floor.catalogue, variantId);
  const [row] = await floor.db
    .update(variantPrices)
    .set({ amount: amount.toFixed(2), compareAtAmount: compareAt === null ? null : compareAt.toFixed(2) })
    .where(and(eq(variantPrices.variantId, variantId), eq(variantPrices.currency, currency)))
    .returning();
  if (!row) throw new EditError(`Variant ${variantId} has no ${currency} price`);
  const column = sql.raw(`price_${currency.toLowerCase()}_cents`);
  await floor.db.execute(sql`
    UPDATE search_documents SET ${column} = (
      SELECT round(min(vp.amount) * 100)::int FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id
      WHERE v.product_id = ${variant.product.id} AND vp.currency = ${currency})
    WHERE product_id = ${variant.product.id}`);
  floor.catalogue.setPrice(variantId, currency, row.amount, row.compareAtAmount);
  return variant;
}

/** The title of the content page at a seo URL, in that URL's language. */
export async function setPageTitle(
  floor: Floor,
  seoUrl: string,
  title: string,
): Promise<{ pageId: number; language: TextLanguage }> {
  for (const page of floor.catalogue.pages) {
    for (const [language, text] of page.texts) {
      if (text.seoUrl !== seoUrl) continue;
      await floor.db
        .update(pageTexts)
        .set({ title })
        .where(and(eq(pageTexts.pageId, page.id), eq(pageTexts.language, language)));
      floor.catalogue.setPageTitle(page.id, language, title);
      return { pageId: page.id, language };
    }
  }
  throw new EditError(`No content page at ${seoUrl}`);
}

/**
 * The name of a category in one language: the menu's entry and the category page's title. The content service
 * reads categories into its model, so the caller reloads it.
 */
export async function renameCategory(
  db: Db,
  key: string,
  language: TextLanguage,
  name: string,
): Promise<{ seoUrl: string }> {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.key, key));
  if (!category) throw new EditError(`No category ${key}`);
  const [text] = await db
    .update(categoryTexts)
    .set({ name })
    .where(and(eq(categoryTexts.categoryId, category.id), eq(categoryTexts.language, language)))
    .returning({ seoUrl: categoryTexts.seoUrl });
  if (!text) throw new EditError(`Category ${key} has no ${language} text`);
  return { seoUrl: text.seoUrl };
}
