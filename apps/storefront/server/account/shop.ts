import type { EditionKey } from '@shop/editions';
import { createShopClient, type ShopClient, shopClientOptionsFor } from '@shop/shop-client';
import { shopCallObserved } from '../observe/backend-calls';

const clients = new Map<EditionKey, ShopClient>();

/** The Storefront API client of an edition, on the server (the customer token never leaves it). */
export function shopFor(edition: EditionKey): ShopClient {
  let client = clients.get(edition);
  if (!client) {
    client = createShopClient({ ...shopClientOptionsFor(edition, process.env), onCall: shopCallObserved });
    clients.set(edition, client);
  }
  return client;
}

/** Customer calls are per shopper: never kept by Next's fetch cache. */
export const NO_STORE = { fetchOptions: { cache: 'no-store' as const } };
