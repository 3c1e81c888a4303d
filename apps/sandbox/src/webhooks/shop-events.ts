// Bodies of the shop events the sandbox sends, in the shape of Shopify's Admin webhooks (REST resources). The
// sandbox numbers each variant's inventory item like the variant itself.

import type { CatalogueProduct, CatalogueVariant } from '../catalogue/read-model';
import { gid } from '../floor/gid';
import { PRIMARY_MARKET } from '../floor/markets';

/** The sandbox's one stock location. */
export const SANDBOX_LOCATION_ID = 1;

export function productUpdate(product: CatalogueProduct) {
  const now = new Date().toISOString();
  const title = product.texts.get(PRIMARY_MARKET.defaultLanguage)?.title ?? product.handle;
  return {
    id: product.id,
    admin_graphql_api_id: gid('Product', product.id),
    title,
    handle: product.handle,
    vendor: product.vendor,
    product_type: product.productType,
    status: 'active',
    updated_at: now,
    variants: product.variants.map((variant) => ({
      id: variant.id,
      admin_graphql_api_id: gid('ProductVariant', variant.id),
      product_id: product.id,
      sku: variant.sku,
      price: variant.prices[PRIMARY_MARKET.currency].amount,
      compare_at_price: variant.prices[PRIMARY_MARKET.currency].compareAt,
      inventory_item_id: variant.id,
      inventory_quantity: variant.stock,
      updated_at: now,
    })),
  };
}

export function inventoryLevelUpdate(variant: CatalogueVariant) {
  return {
    inventory_item_id: variant.id,
    location_id: SANDBOX_LOCATION_ID,
    available: variant.stock,
    updated_at: new Date().toISOString(),
    admin_graphql_api_id: gid('InventoryLevel', SANDBOX_LOCATION_ID, `inventory_item_id=${variant.id}`),
  };
}
