// Products, their options and variants.
import {
  compareAtCents,
  isAvailable,
  optionName,
  optionValue,
  priceCents,
  productText,
  selectedOptions,
  variantMatching,
  variantTitle,
} from '../../catalogue/present';
import type { CatalogueCollection, CatalogueVariant } from '../../catalogue/read-model';
import { iso } from '../../floor/dates';
import { gid } from '../../floor/gid';
import { moneyV2 } from '../../floor/money';
import { paginate } from '../connection';
import type { ShopContext } from '../context';
import type { ResolverMap } from '../schema';

import {
  collectionSource,
  currencyOf,
  firstAvailable,
  mediaImage,
  metafieldsOf,
  noMetafields,
  type OptionSource,
  type ProductSource,
  priceRange,
  productSource,
  storefrontUrl,
  type VariantSource,
  variantSource,
} from './catalogue-sources';
import { imageSource } from './image';

type Ctx = ShopContext;

export const productResolvers: ResolverMap = {
  Product: {
    id: (source: ProductSource) => gid('Product', source.product.id),
    handle: (source: ProductSource) => source.product.handle,
    title: (source: ProductSource, _, context: Ctx) =>
      productText(source.product, context.inContext.language).title,
    description: (source: ProductSource, args, context: Ctx) => {
      const text = productText(source.product, context.inContext.language).description;
      if (args.truncateAt && text.length > args.truncateAt)
        return `${text.slice(0, Math.max(0, args.truncateAt - 1))}…`;
      return text;
    },
    descriptionHtml: (source: ProductSource, _, context: Ctx) =>
      productText(source.product, context.inContext.language).descriptionHtml,
    productType: (source: ProductSource) => source.product.productType,
    vendor: (source: ProductSource) => source.product.vendor,
    tags: (source: ProductSource) => source.product.tags,
    createdAt: (source: ProductSource) => iso(source.product.createdAt),
    updatedAt: (source: ProductSource) => iso(source.product.updatedAt),
    publishedAt: (source: ProductSource) => iso(source.product.publishedAt),
    availableForSale: (source: ProductSource) => source.product.variants.some(isAvailable),
    totalInventory: (source: ProductSource) =>
      source.product.variants.reduce((sum, variant) => sum + Math.max(0, variant.stock), 0),
    isGiftCard: () => false,
    requiresSellingPlan: () => false,
    trackingParameters: () => null,
    category: () => null,
    onlineStoreUrl: (source: ProductSource, _, context: Ctx) =>
      storefrontUrl(context, `/products/${source.product.handle}`),
    seo: (source: ProductSource, _, context: Ctx) => {
      const text = productText(source.product, context.inContext.language);
      return { __typename: 'SEO', title: text.seoTitle, description: text.seoDescription };
    },
    options: (source: ProductSource, args) =>
      source.product.options
        .slice(0, args.first ?? undefined)
        .map(
          (option) =>
            ({ __typename: 'ProductOption', product: source.product, option }) satisfies OptionSource,
        ),
    priceRange: (source: ProductSource, _, context: Ctx) => priceRange(source.product, context, false),
    compareAtPriceRange: (source: ProductSource, _, context: Ctx) =>
      priceRange(source.product, context, true),
    variants: (source: ProductSource, args) => {
      const list = [...source.product.variants];
      if (args.sortKey === 'SKU') list.sort((a, b) => a.sku.localeCompare(b.sku));
      else if (args.sortKey === 'ID') list.sort((a, b) => a.id - b.id);
      const page = paginate(list, args, (variant) => variant.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: variantSource(edge.node) })),
        nodes: page.nodes.map((variant) => variantSource(variant)),
        pageInfo: page.pageInfo,
      };
    },
    variantsCount: (source: ProductSource) => ({
      __typename: 'Count',
      count: source.product.variants.length,
      precision: 'EXACT',
    }),
    featuredImage: (source: ProductSource, _, context: Ctx) => {
      const image = source.product.images[0];
      return image ? imageSource(image, productText(source.product, context.inContext.language).title) : null;
    },
    images: (source: ProductSource, args, context: Ctx) => {
      const alt = productText(source.product, context.inContext.language).title;
      const page = paginate(source.product.images, args, (image) => image.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: imageSource(edge.node, alt) })),
        nodes: page.nodes.map((image) => imageSource(image, alt)),
        pageInfo: page.pageInfo,
      };
    },
    media: (source: ProductSource, args, context: Ctx) => {
      const alt = productText(source.product, context.inContext.language).title;
      const page = paginate(source.product.images, args, (image) => image.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: mediaImage(edge.node, alt) })),
        nodes: page.nodes.map((image) => mediaImage(image, alt)),
        pageInfo: page.pageInfo,
      };
    },
    collections: (source: ProductSource, args, context: Ctx) => {
      const list = source.product.collectionIds
        .map((id) => context.catalogue.collectionsById.get(id))
        .filter((collection): collection is CatalogueCollection => collection !== undefined);
      const page = paginate(list, args, (collection) => collection.id);
      return {
        edges: page.edges.map((edge) => ({ cursor: edge.cursor, node: collectionSource(edge.node) })),
        nodes: page.nodes.map(collectionSource),
        pageInfo: page.pageInfo,
      };
    },
    selectedOrFirstAvailableVariant: (source: ProductSource, args, context: Ctx) => {
      const selected = args.selectedOptions?.length
        ? variantMatching(context.catalogue, source.product, args.selectedOptions, args)
        : null;
      const variant = selected ?? firstAvailable(source.product);
      return variant ? variantSource(variant) : null;
    },
    variantBySelectedOptions: (source: ProductSource, args, context: Ctx) => {
      const variant = variantMatching(context.catalogue, source.product, args.selectedOptions, args);
      return variant ? variantSource(variant) : null;
    },
    adjacentVariants: (source: ProductSource, args, context: Ctx) => {
      const selected = args.selectedOptions?.length
        ? variantMatching(context.catalogue, source.product, args.selectedOptions, args)
        : firstAvailable(source.product);
      return source.product.variants
        .filter((variant) => variant !== selected)
        .map((variant) => variantSource(variant));
    },
    sellingPlanGroups: (_, args) => paginate([], args, () => ''),
    ...metafieldsOf('Product', (source: ProductSource) => source.product.id),
  },

  ProductOption: {
    id: (source: OptionSource) => gid('ProductOption', source.option.id),
    name: (source: OptionSource, _, context: Ctx) =>
      optionName(context.catalogue, source.option, context.inContext.language),
    values: (source: OptionSource, _, context: Ctx) => [
      ...new Set(
        source.product.variants.map((variant) =>
          optionValue(context.catalogue, variant, source.option, context.inContext.language),
        ),
      ),
    ],
    optionValues: (source: OptionSource, _, context: Ctx) => {
      const seen = new Map<string, CatalogueVariant>();
      for (const variant of source.product.variants) {
        const name = optionValue(context.catalogue, variant, source.option, context.inContext.language);
        const current = seen.get(name);
        if (!current || (!isAvailable(current) && isAvailable(variant))) seen.set(name, variant);
      }
      return [...seen.entries()].map(([name, variant], index) => ({
        __typename: 'ProductOptionValue',
        id: gid('ProductOptionValue', source.option.id * 100 + index + 1),
        name,
        swatch: null,
        firstSelectableVariant: variantSource(variant),
      }));
    },
  },

  ProductVariant: {
    id: (source: VariantSource) => gid('ProductVariant', source.variant.id),
    title: (source: VariantSource, _, context: Ctx) =>
      variantTitle(context.catalogue, source.variant, context.inContext.language),
    sku: (source: VariantSource) => source.variant.sku,
    barcode: (source: VariantSource) => source.variant.barcode,
    availableForSale: (source: VariantSource) => isAvailable(source.variant),
    currentlyNotInStock: (source: VariantSource) => !isAvailable(source.variant),
    quantityAvailable: (source: VariantSource) => Math.max(0, source.variant.stock),
    requiresShipping: () => true,
    requiresComponents: () => false,
    taxable: () => true,
    weight: (source: VariantSource) => source.variant.weightGrams / 1000,
    weightUnit: () => 'KILOGRAMS',
    price: (source: VariantSource, _, context: Ctx) =>
      moneyV2(priceCents(source.variant, currencyOf(source, context)), currencyOf(source, context)),
    priceV2: (source: VariantSource, _, context: Ctx) =>
      moneyV2(priceCents(source.variant, currencyOf(source, context)), currencyOf(source, context)),
    compareAtPrice: (source: VariantSource, _, context: Ctx) => {
      const cents = compareAtCents(source.variant, currencyOf(source, context));
      return cents == null ? null : moneyV2(cents, currencyOf(source, context));
    },
    compareAtPriceV2: (source: VariantSource, _, context: Ctx) => {
      const cents = compareAtCents(source.variant, currencyOf(source, context));
      return cents == null ? null : moneyV2(cents, currencyOf(source, context));
    },
    unitPrice: () => null,
    unitPriceMeasurement: () => null,
    quantityRule: () => ({ __typename: 'QuantityRule', increment: 1, minimum: 1, maximum: null }),
    selectedOptions: (source: VariantSource, _, context: Ctx) =>
      selectedOptions(context.catalogue, source.variant, context.inContext.language),
    image: (source: VariantSource, _, context: Ctx) => {
      const image = source.variant.image ?? source.variant.product.images[0];
      return image
        ? imageSource(image, productText(source.variant.product, context.inContext.language).title)
        : null;
    },
    product: (source: VariantSource) => productSource(source.variant.product),
    sellingPlanAllocations: (_, args) => paginate([], args, () => ''),
    components: (_, args) => paginate([], args, () => ''),
    groupedBy: (_, args) => paginate([], args, () => ''),
    quantityPriceBreaks: (_, args) => paginate([], args, () => ''),
    ...noMetafields,
  },
};
