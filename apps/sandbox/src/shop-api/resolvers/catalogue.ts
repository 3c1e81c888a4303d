// Catalogue reads: the query roots of products, collections, search, menus and pages, and the nodes.
import { productText } from '../../catalogue/present';
import { textIn } from '../../catalogue/read-model';
import { iso } from '../../floor/dates';
import { gid, type ParsedGid } from '../../floor/gid';
import { checkPageArgs, paginate } from '../connection';
import type { ShopContext } from '../context';
import { applyFilters, facets } from '../product-filters';
import { productMatcher, type SortKey, sortProducts } from '../product-search';
import type { ResolverMap } from '../schema';

import {
  type CollectionSource,
  collectionByIdOrHandle,
  collectionSource,
  type MenuItemSource,
  type MenuSource,
  mediaImage,
  menuItemSource,
  menuItemTarget,
  metafieldsOf,
  type PageSource,
  type ProductSource,
  pageByIdOrHandle,
  pageSource,
  productByIdOrHandle,
  productConnection,
  productSource,
  productsIn,
  storefrontUrl,
  unavailableLast,
  variantSource,
} from './catalogue-sources';
import { imageResolvers } from './image';
import { productResolvers } from './product';
import { shopResolvers } from './shop';

type Ctx = ShopContext;

// ---------------------------------------------------------------- nodes

export const catalogueNodes: Record<string, (parsed: ParsedGid, context: Ctx) => unknown> = {
  Product: (parsed, context) => productByIdOrHandle(context, { id: gid('Product', parsed.id) }),
  ProductVariant: (parsed, context) => {
    const variant = context.catalogue.variantsById.get(Number(parsed.id));
    return variant ? variantSource(variant) : null;
  },
  Collection: (parsed, context) => collectionByIdOrHandle(context, { id: gid('Collection', parsed.id) }),
  Page: (parsed, context) => pageByIdOrHandle(context, { id: gid('Page', parsed.id) }),
  Menu: (parsed, context) => {
    const menu = context.catalogue.menusById.get(Number(parsed.id));
    return menu ? { __typename: 'Menu', menu } : null;
  },
  MenuItem: (parsed, context) => {
    const item = context.catalogue.menuItemsById.get(Number(parsed.id));
    return item ? menuItemSource(item) : null;
  },
  ProductOption: (parsed, context) => {
    for (const product of context.catalogue.products) {
      const option = product.options.find((candidate) => String(candidate.id) === parsed.id);
      if (option) return { __typename: 'ProductOption', product, option };
    }
    return null;
  },
  Shop: (parsed) => (parsed.id === '1' ? { __typename: 'Shop' } : null),
  MediaImage: (parsed, context) => {
    const image = context.catalogue.imagesById.get(Number(parsed.id));
    if (!image) return null;
    const product = context.catalogue.productsById.get(image.productId);
    return mediaImage(image, product ? productText(product, context.inContext.language).title : '');
  },
};

// ---------------------------------------------------------------- resolvers

export const catalogueResolvers: ResolverMap = {
  QueryRoot: {
    shop: () => ({ __typename: 'Shop' }),
    localization: () => ({ __typename: 'Localization' }),
    product: (_, args, context: Ctx) => productByIdOrHandle(context, args),
    productByHandle: (_, args, context: Ctx) => productByIdOrHandle(context, { handle: args.handle }),
    products: (_, args, context: Ctx) => productConnection(context, context.catalogue.products, args),
    productTypes: (_, args, context: Ctx) => {
      const types = [...new Set(context.catalogue.products.map((product) => product.productType))].sort();
      const page = paginate(types, args, (type) => type);
      return page;
    },
    productTags: (_, args, context: Ctx) => {
      const tags = [...new Set(context.catalogue.products.flatMap((product) => product.tags))].sort();
      return paginate(tags, args, (tag) => tag);
    },
    collection: (_, args, context: Ctx) => collectionByIdOrHandle(context, args),
    collectionByHandle: (_, args, context: Ctx) => collectionByIdOrHandle(context, { handle: args.handle }),
    collections: (_, args, context: Ctx) => {
      checkPageArgs(args);
      const language = context.inContext.language;
      let list = [...context.catalogue.collections];
      if (args.query) {
        const wanted = String(args.query)
          .replace(/^title:/, '')
          .toLowerCase();
        list = list.filter((collection) =>
          (textIn(collection.texts, language)?.title ?? '').toLowerCase().includes(wanted),
        );
      }
      if (args.sortKey === 'TITLE') {
        const collator = new Intl.Collator(language);
        list.sort((a, b) =>
          collator.compare(textIn(a.texts, language)?.title ?? '', textIn(b.texts, language)?.title ?? ''),
        );
      } else if (args.sortKey === 'UPDATED_AT') {
        list.sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime() || a.id - b.id);
      } else {
        list.sort((a, b) => a.id - b.id);
      }
      const page = paginate(list, args, (collection) => collection.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: collectionSource(edge.node) })),
        nodes: page.nodes.map(collectionSource),
        pageInfo: page.pageInfo,
      };
    },
    search: (_, args, context: Ctx) => {
      checkPageArgs(args);
      const types: string[] = args.types ?? ['ARTICLE', 'PAGE', 'PRODUCT'];
      const matcher = productMatcher(args.query, context.inContext);
      const scores = new Map<number, number>();
      const matched = matcher
        ? context.catalogue.products.filter((product) => {
            const score = matcher(product);
            if (score > 0) scores.set(product.id, score);
            return score > 0;
          })
        : [];
      const products = types.includes('PRODUCT') ? matched : [];
      const filtered = applyFilters(context.catalogue, products, args.productFilters, context.inContext);
      const sorted = unavailableLast(
        sortProducts(filtered, args.sortKey ?? 'RELEVANCE', context.inContext, scores),
        args.unavailableProducts,
      );
      const pages = types.includes('PAGE')
        ? context.catalogue.pages.filter((page) =>
            (textIn(page.texts, context.inContext.language)?.title ?? '')
              .toLowerCase()
              .includes(String(args.query).toLowerCase()),
          )
        : [];
      const items: ({ key: string } & (ProductSource | PageSource))[] = [
        ...sorted.map((product) => ({ key: `p${product.id}`, ...productSource(product) })),
        ...pages.map((page) => ({ key: `g${page.id}`, ...pageSource(page) })),
      ];
      const page = paginate(items, args, (item) => item.key);
      return {
        edges: page.edges,
        nodes: page.nodes,
        pageInfo: page.pageInfo,
        totalCount: items.length,
        productFilters: facets(context.catalogue, products, args.productFilters, context.inContext),
      };
    },
    predictiveSearch: (_, args, context: Ctx) => {
      const limit = Math.min(Math.max(args.limit ?? 10, 1), 10);
      const types: string[] = args.types ?? ['PRODUCT', 'COLLECTION', 'PAGE', 'ARTICLE', 'QUERY'];
      const language = context.inContext.language;
      const matcher = productMatcher(args.query, context.inContext);
      const scored = matcher
        ? context.catalogue.products
            .map((product) => ({ product, score: matcher(product) }))
            .filter((entry) => entry.score > 0)
            .sort((a, b) => b.score - a.score || b.product.popularity - a.product.popularity)
            .map((entry) => entry.product)
        : [];
      const products = types.includes('PRODUCT')
        ? unavailableLast(scored, args.unavailableProducts).slice(0, limit)
        : [];
      const wanted = String(args.query ?? '').toLowerCase();
      const collections = types.includes('COLLECTION')
        ? context.catalogue.collections
            .filter((collection) =>
              (textIn(collection.texts, language)?.title ?? '').toLowerCase().includes(wanted),
            )
            .slice(0, limit)
        : [];
      const pages = types.includes('PAGE')
        ? context.catalogue.pages
            .filter((page) => (textIn(page.texts, language)?.title ?? '').toLowerCase().includes(wanted))
            .slice(0, limit)
        : [];
      const queries = types.includes('QUERY')
        ? [...new Set(products.map((product) => productText(product, language).title))]
            .slice(0, limit)
            .map((text) => ({
              __typename: 'SearchQuerySuggestion',
              text,
              styledText: text.replace(
                new RegExp(`(${wanted.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'i'),
                '<mark>$1</mark>',
              ),
              trackingParameters: null,
            }))
        : [];
      return {
        __typename: 'PredictiveSearchResult',
        products: products.map(productSource),
        collections: collections.map(collectionSource),
        pages: pages.map(pageSource),
        articles: [],
        queries,
      };
    },
    productRecommendations: (_, args, context: Ctx) => {
      const source = productByIdOrHandle(context, { id: args.productId, handle: args.productHandle });
      if (!source) return null;
      if (args.intent === 'COMPLEMENTARY') return [];
      const product = source.product;
      return context.catalogue.products
        .filter((candidate) => candidate.categoryId === product.categoryId && candidate.id !== product.id)
        .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
        .slice(0, 10)
        .map(productSource);
    },
    menu: (_, args, context: Ctx) => {
      const menu = context.catalogue.menusByHandle.get(args.handle);
      return menu ? ({ __typename: 'Menu', menu } satisfies MenuSource) : null;
    },
    page: (_, args, context: Ctx) => pageByIdOrHandle(context, args),
    pageByHandle: (_, args, context: Ctx) => pageByIdOrHandle(context, { handle: args.handle }),
    pages: (_, args, context: Ctx) => {
      const page = paginate(context.catalogue.pages, args, (item) => item.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: pageSource(edge.node) })),
        nodes: page.nodes.map(pageSource),
        pageInfo: page.pageInfo,
      };
    },
  },

  ...shopResolvers,
  ...productResolvers,
  ...imageResolvers,

  Collection: {
    id: (source: CollectionSource) => gid('Collection', source.collection.id),
    handle: (source: CollectionSource) => source.collection.handle,
    title: (source: CollectionSource, _, context: Ctx) =>
      textIn(source.collection.texts, context.inContext.language)?.title ?? '',
    description: (source: CollectionSource, args, context: Ctx) => {
      const text = textIn(source.collection.texts, context.inContext.language)?.description ?? '';
      if (args.truncateAt && text.length > args.truncateAt)
        return `${text.slice(0, Math.max(0, args.truncateAt - 1))}…`;
      return text;
    },
    descriptionHtml: (source: CollectionSource, _, context: Ctx) =>
      `<p>${textIn(source.collection.texts, context.inContext.language)?.description ?? ''}</p>`,
    updatedAt: (source: CollectionSource) => iso(source.collection.updatedAt),
    onlineStoreUrl: (source: CollectionSource, _, context: Ctx) =>
      storefrontUrl(context, `/collections/${source.collection.handle}`),
    seo: (source: CollectionSource, _, context: Ctx) => {
      const text = textIn(source.collection.texts, context.inContext.language);
      return { __typename: 'SEO', title: text?.title ?? null, description: text?.description ?? null };
    },
    image: () => null,
    trackingParameters: () => null,
    products: (source: CollectionSource, args, context: Ctx) => {
      const base = productsIn(context, source.collection.productIds);
      const sortKey: SortKey | null =
        args.sortKey === 'MANUAL' || args.sortKey === 'COLLECTION_DEFAULT' || args.sortKey == null
          ? null
          : (args.sortKey as SortKey);
      return productConnection(context, base, { ...args, sortKey, withFilters: true });
    },
    ...metafieldsOf('Collection', (source: CollectionSource) => source.collection.id),
  },

  Page: {
    id: (source: PageSource) => gid('Page', source.page.id),
    handle: (source: PageSource) => source.page.handle,
    title: (source: PageSource, _, context: Ctx) =>
      textIn(source.page.texts, context.inContext.language)?.title ?? '',
    body: (source: PageSource, _, context: Ctx) =>
      textIn(source.page.texts, context.inContext.language)?.bodyHtml ?? '',
    bodySummary: (source: PageSource, _, context: Ctx) =>
      textIn(source.page.texts, context.inContext.language)?.bodySummary ?? '',
    createdAt: (source: PageSource) => iso(source.page.createdAt),
    updatedAt: (source: PageSource) => iso(source.page.updatedAt),
    onlineStoreUrl: (source: PageSource, _, context: Ctx) =>
      storefrontUrl(context, `/pages/${source.page.handle}`),
    seo: (source: PageSource, _, context: Ctx) => {
      const text = textIn(source.page.texts, context.inContext.language);
      return { __typename: 'SEO', title: text?.title ?? null, description: text?.bodySummary ?? null };
    },
    trackingParameters: () => null,
    ...metafieldsOf('Page', (source: PageSource) => source.page.id),
  },

  Menu: {
    id: (source: MenuSource) => gid('Menu', source.menu.id),
    handle: (source: MenuSource) => source.menu.handle,
    title: (source: MenuSource, _, context: Ctx) =>
      textIn(source.menu.titles, context.inContext.language) ?? '',
    items: (source: MenuSource) => source.menu.items.map(menuItemSource),
    itemsCount: (source: MenuSource) => source.menu.items.length,
  },

  MenuItem: {
    id: (source: MenuItemSource) => gid('MenuItem', source.item.id),
    title: (source: MenuItemSource, _, context: Ctx) =>
      textIn(source.item.titles, context.inContext.language) ?? '',
    type: (source: MenuItemSource) => source.item.type,
    tags: (source: MenuItemSource) => source.item.tags,
    items: (source: MenuItemSource) => source.item.items.map(menuItemSource),
    resourceId: (source: MenuItemSource, _, context: Ctx) => menuItemTarget(source.item, context).resourceId,
    resource: (source: MenuItemSource, _, context: Ctx) => menuItemTarget(source.item, context).resource,
    url: (source: MenuItemSource, _, context: Ctx) => menuItemTarget(source.item, context).url,
  },
};
