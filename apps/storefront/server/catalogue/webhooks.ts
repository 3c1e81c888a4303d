// What the catalogue does on the shop's webhooks: a product's pages show its new price, texts or stock at once.
import { z } from 'zod';
import { shopWebhook } from '../webhooks/handler';
import { expireProductPages } from './product-pages';

/**
 * The variant an inventory item belongs to. Shopify answers this through its Admin API (`inventoryItem.variant`),
 * which the storefront has no client for yet; the sandbox numbers inventory items like their variants.
 */
export const variantOfInventoryItem = (inventoryItemId: number) =>
  `gid://shopify/ProductVariant/${inventoryItemId}`;

export const catalogueWebhooks = [
  shopWebhook({
    topic: 'products/update',
    payload: z.object({ id: z.number().int().positive() }),
    handle: async ({ id }) => {
      await expireProductPages({ datatype: 'product', id: String(id) });
    },
  }),
  shopWebhook({
    topic: 'inventory_levels/update',
    payload: z.object({ inventory_item_id: z.number().int().positive() }),
    handle: async ({ inventory_item_id }) => {
      await expireProductPages({ datatype: 'variant', id: variantOfInventoryItem(inventory_item_id) });
    },
  }),
];
