// Collections, pages, menus and metafields created or changed by handle, as the shop's admin would (the
// `/__sandbox/collections|pages|menus|metafields` hooks and a start profile). Each function writes one transaction;
// the caller then loads the catalogue again, so both wings read the change.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  collectionProducts,
  collections,
  collectionTexts,
  menuItems,
  menus,
  menuTexts,
  metafields,
  pages,
  pageTexts,
} from '../db/schema';
import { nextId } from '../floor/ids';
import { PRIMARY_MARKET, SHOP, TEXT_LANGUAGES, type TextLanguage } from '../floor/markets';
import { EditError } from './edits';
import { type Catalogue, metafieldKey } from './read-model';

/** A text for every language: one string, or some languages (the others fall back to the shop's, then any). */
export type Texts = string | Partial<Record<TextLanguage, string>>;

function textFor(texts: Texts, language: TextLanguage): string {
  if (typeof texts === 'string') return texts;
  return (texts[language] ??
    texts[PRIMARY_MARKET.defaultLanguage] ??
    Object.values(texts)[0] ??
    '') as string;
}

/** Products of a collection: handles in order, or the first products of another collection. */
export type ProductsInput = string[] | { from: string; first?: number };

export interface CollectionInput {
  handle: string;
  title?: Texts;
  description?: Texts;
  products?: ProductsInput;
}

export interface PageInput {
  handle: string;
  title?: Texts;
  /** HTML. */
  body?: Texts;
}

export const LINKED_MENU_ITEM_TYPES = ['COLLECTION', 'PAGE', 'PRODUCT'] as const;
export const MENU_ITEM_TYPES = [
  ...LINKED_MENU_ITEM_TYPES,
  'FRONTPAGE',
  'CATALOG',
  'COLLECTIONS',
  'SEARCH',
  'HTTP',
] as const;
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

export interface MenuItemInput {
  title: Texts;
  type: MenuItemType;
  /** The linked collection's, page's or product's handle (COLLECTION, PAGE, PRODUCT). */
  handle?: string;
  /** The address of an HTTP item. */
  url?: string;
  tags?: string[];
  items?: MenuItemInput[];
}

export interface MenuInput {
  handle: string;
  title?: Texts;
  items: MenuItemInput[];
}

export const METAFIELD_OWNERS = ['Product', 'Collection', 'Page', 'Shop'] as const;
export type MetafieldOwner = (typeof METAFIELD_OWNERS)[number];

export interface MetafieldInput {
  owner: MetafieldOwner;
  /** The owner's handle; none for the shop. */
  handle?: string;
  namespace: string;
  key: string;
  /** Shopify's metafield type, e.g. `single_line_text_field`, `json`, `number_integer`. */
  type: string;
  value: string;
}

/** The id of a resource of this catalogue by handle, or an EditError naming it. */
function idOf(
  catalogue: Catalogue,
  type: 'Product' | 'Collection' | 'Page',
  handle: string | undefined,
): number {
  const found =
    type === 'Product'
      ? catalogue.productsByHandle.get(handle ?? '')
      : type === 'Collection'
        ? catalogue.collectionsByHandle.get(handle ?? '')
        : catalogue.pagesByHandle.get(handle ?? '');
  if (!found) throw new EditError(`No ${type.toLowerCase()} with the handle ${JSON.stringify(handle ?? '')}`);
  return found.id;
}

function productIdsOf(catalogue: Catalogue, input: ProductsInput): number[] {
  if (Array.isArray(input)) return input.map((handle) => idOf(catalogue, 'Product', handle));
  const from = catalogue.collectionsById.get(idOf(catalogue, 'Collection', input.from));
  return (from?.productIds ?? []).slice(0, input.first ?? 250);
}

export interface Written {
  id: number;
  created: boolean;
}

export async function putCollection(db: Db, catalogue: Catalogue, input: CollectionInput): Promise<Written> {
  const existing = catalogue.collectionsByHandle.get(input.handle);
  const productIds = input.products === undefined ? undefined : productIdsOf(catalogue, input.products);
  return db.transaction(async (tx) => {
    const id = existing?.id ?? (await nextId(tx, 'collection'));
    if (existing) await tx.update(collections).set({ updatedAt: new Date() }).where(eq(collections.id, id));
    else {
      await tx.insert(collections).values({
        id,
        handle: input.handle,
        categoryId: null,
        kind: 'admin',
        position: catalogue.collections.length + 1,
        updatedAt: new Date(),
      });
    }
    for (const language of TEXT_LANGUAGES) {
      const before = existing?.texts.get(language);
      const row = {
        collectionId: id,
        language,
        title: input.title ? textFor(input.title, language) : (before?.title ?? input.handle),
        description: input.description ? textFor(input.description, language) : (before?.description ?? ''),
        seoUrl: before?.seoUrl ?? `/${language}/c/${input.handle}/`,
      };
      await tx
        .insert(collectionTexts)
        .values(row)
        .onConflictDoUpdate({ target: [collectionTexts.collectionId, collectionTexts.language], set: row });
    }
    if (productIds) {
      await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, id));
      const unique = [...new Set(productIds)];
      if (unique.length) {
        await tx
          .insert(collectionProducts)
          .values(unique.map((productId, index) => ({ collectionId: id, productId, position: index + 1 })));
      }
    }
    return { id, created: !existing };
  });
}

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export async function putPage(db: Db, catalogue: Catalogue, input: PageInput): Promise<Written> {
  const existing = catalogue.pagesByHandle.get(input.handle);
  return db.transaction(async (tx) => {
    const id = existing?.id ?? (await nextId(tx, 'page'));
    const now = new Date();
    if (existing) await tx.update(pages).set({ updatedAt: now }).where(eq(pages.id, id));
    else await tx.insert(pages).values({ id, handle: input.handle, createdAt: now, updatedAt: now });
    for (const language of TEXT_LANGUAGES) {
      const before = existing?.texts.get(language);
      const bodyHtml = input.body ? textFor(input.body, language) : (before?.bodyHtml ?? '');
      const row = {
        pageId: id,
        language,
        title: input.title ? textFor(input.title, language) : (before?.title ?? input.handle),
        bodyHtml,
        bodySummary: plainText(bodyHtml),
        seoUrl: before?.seoUrl ?? `/${language}/${input.handle}/`,
      };
      await tx
        .insert(pageTexts)
        .values(row)
        .onConflictDoUpdate({ target: [pageTexts.pageId, pageTexts.language], set: row });
    }
    return { id, created: !existing };
  });
}

interface ResolvedItem {
  item: MenuItemInput;
  resourceId: number | null;
  items: ResolvedItem[];
}

function resolveItems(catalogue: Catalogue, items: MenuItemInput[]): ResolvedItem[] {
  return items.map((item) => {
    const type = { COLLECTION: 'Collection', PAGE: 'Page', PRODUCT: 'Product' } as const;
    const linked = type[item.type as keyof typeof type];
    if (item.type === 'HTTP' && !item.url) throw new EditError('An HTTP menu item needs a url');
    return {
      item,
      resourceId: linked ? idOf(catalogue, linked, item.handle) : null,
      items: resolveItems(catalogue, item.items ?? []),
    };
  });
}

/** Creates the menu or replaces its title (when given) and all its items. */
export async function putMenu(db: Db, catalogue: Catalogue, input: MenuInput): Promise<Written> {
  const existing = catalogue.menusByHandle.get(input.handle);
  const resolved = resolveItems(catalogue, input.items);
  return db.transaction(async (tx) => {
    const menuId = existing?.id ?? (await nextId(tx, 'menu'));
    if (!existing) await tx.insert(menus).values({ id: menuId, handle: input.handle });
    await tx.delete(menuItems).where(eq(menuItems.menuId, menuId));
    await tx
      .delete(menuTexts)
      .where(
        input.title || !existing
          ? eq(menuTexts.menuId, menuId)
          : and(eq(menuTexts.menuId, menuId), sql`${menuTexts.menuItemId} IS NOT NULL`),
      );
    if (input.title || !existing) {
      const title = input.title ?? input.handle;
      await tx.insert(menuTexts).values(
        TEXT_LANGUAGES.map((language) => ({
          menuId,
          menuItemId: null,
          language,
          title: textFor(title, language),
        })),
      );
    }
    const insertItems = async (list: ResolvedItem[], parentId: number | null) => {
      for (const [index, { item, resourceId, items }] of list.entries()) {
        const id = await nextId(tx, 'menuItem');
        await tx.insert(menuItems).values({
          id,
          menuId,
          parentId,
          position: index + 1,
          type: item.type,
          resourceId,
          url: item.type === 'HTTP' ? (item.url ?? null) : null,
          tags: item.tags ?? [],
        });
        await tx.insert(menuTexts).values(
          TEXT_LANGUAGES.map((language) => ({
            menuId,
            menuItemId: id,
            language,
            title: textFor(item.title, language),
          })),
        );
        await insertItems(items, id);
      }
    };
    await insertItems(resolved, null);
    return { id: menuId, created: !existing };
  });
}

export async function putMetafield(db: Db, catalogue: Catalogue, input: MetafieldInput): Promise<Written> {
  const ownerId = input.owner === 'Shop' ? SHOP.id : idOf(catalogue, input.owner, input.handle);
  const existing = catalogue.metafields.get(metafieldKey(input.owner, ownerId, input.namespace, input.key));
  return db.transaction(async (tx) => {
    const id = existing?.id ?? (await nextId(tx, 'metafield'));
    const values = { type: input.type, value: input.value, updatedAt: new Date() };
    await tx
      .insert(metafields)
      .values({ id, ownerType: input.owner, ownerId, namespace: input.namespace, key: input.key, ...values })
      .onConflictDoUpdate({
        target: [metafields.ownerType, metafields.ownerId, metafields.namespace, metafields.key],
        set: values,
      });
    return { id, created: !existing };
  });
}
