// The parts of the catalogue that need no random numbers: option labels, categories, collections, pages, menus.
import { TEXT_LANGUAGES, type TextLanguage } from '../floor/markets';
import type { CatalogueRows } from './generator-tools';
import { DAY, EPOCH, escapeHtml, ID_BASE, slugify } from './generator-tools';
import {
  COLLECTION_SPECIALS,
  COLOURS,
  FAMILIES,
  GROUPS,
  OPTION_NAMES,
  PAGES,
  pick,
  type Words,
} from './vocabulary';

/** Option names and colour labels in every language. */
export function addOptionTexts(rows: CatalogueRows): void {
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
}

/** Categories: groups, then one leaf per family; per-language slugs and nested seoUrls. Their ids by key. */
export function addCategories(rows: CatalogueRows): Map<string, number> {
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
  return categoryIdByKey;
}

/** Collections: one per category and the curated ones (`onSale`: the products with a compare-at price). The
 * collection of each category by its id. */
export function addCollections(rows: CatalogueRows, onSale: ReadonlySet<number>): Map<number, number> {
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
    ['sale', rows.products.filter((product) => onSale.has(product.id)).map((product) => product.id)],
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
  return collectionOfCategory;
}

/** Pages, and the menus that lead to the collections and the pages. */
export function addPagesAndMenus(rows: CatalogueRows, collectionOfCategory: Map<number, number>): void {
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
}
