import { inject } from 'vitest';
import {
  type AdapterStorage,
  createEventBus,
  createMemoryStorage,
  createShopAdapter,
  createShopClient,
  type ShopAdapterOptions,
  type ShopEventName,
} from '../src/index.js';

export const TOKEN = 'sandbox-storefront-token';

export function sandboxUrl(): string {
  return inject('sandboxUrl');
}

/** A raw Storefront API call, to look up fixtures the way any client would. */
export async function storefront<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${sandboxUrl()}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

interface VariantNode {
  id: string;
  availableForSale: boolean;
  quantityAvailable: number | null;
  price: { amount: string };
}

/** Variants for sale with plenty of stock, from the seeded catalogue. */
export async function variantsForSale(count: number, minimumStock = 5): Promise<string[]> {
  const data = await storefront<{ products: { nodes: { variants: { nodes: VariantNode[] } }[] } }>(`{
    products(first: 60) { nodes { variants(first: 5) { nodes { id availableForSale quantityAvailable price { amount } } } } }
  }`);
  const ids = data.products.nodes
    .flatMap((product) => product.variants.nodes)
    .filter((variant) => variant.availableForSale && (variant.quantityAvailable ?? 0) >= minimumStock)
    .map((variant) => variant.id);
  if (ids.length < count) throw new Error(`Only ${ids.length} variants for sale in the seed`);
  return ids.slice(0, count);
}

/** A variant of the seed without stock (the backend takes none of it into a cart). */
export async function variantOutOfStock(): Promise<string> {
  const data = await storefront<{ products: { nodes: { variants: { nodes: VariantNode[] } }[] } }>(`{
    products(first: 60) { nodes { variants(first: 5) { nodes { id availableForSale quantityAvailable price { amount } } } } }
  }`);
  const variant = data.products.nodes
    .flatMap((product) => product.variants.nodes)
    .find((candidate) => candidate.quantityAvailable === 0);
  if (!variant) throw new Error('No variant out of stock in the seed');
  return variant.id;
}

export function clientFor(country = 'DE', language = 'DE', fetchImpl: typeof fetch = fetch) {
  return createShopClient({
    storefrontDomain: sandboxUrl(),
    accessToken: TOKEN,
    country,
    language,
    fetch: fetchImpl,
  });
}

/** `fetch` that notes the name of each GraphQL operation it sends, to see which calls reached the backend. */
export function recordingFetch() {
  const operations: string[] = [];
  const record: typeof fetch = (input, init) => {
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(JSON.parse(String(init?.body)).query)?.[1];
    operations.push(name ?? 'anonymous');
    return fetch(input, init);
  };
  return { fetch: record, operations };
}

/** An adapter with its events and the operations it sent recorded in order. */
export function adapterFor(
  options: {
    country?: string;
    language?: string;
    storage?: AdapterStorage;
    currentLines?: ShopAdapterOptions['currentLines'];
  } = {},
) {
  const events = createEventBus();
  const seen: { event: ShopEventName; payload: unknown }[] = [];
  for (const event of ['cart:add-item', 'cart:remove-item', 'cart:update-item'] as const) {
    events.on(event, (payload) => seen.push({ event, payload }));
  }
  const storage = options.storage ?? createMemoryStorage();
  const sent = recordingFetch();
  const adapter = createShopAdapter({
    client: clientFor(options.country, options.language, sent.fetch),
    storage,
    events,
    ...(options.currentLines ? { currentLines: options.currentLines } : {}),
  });
  return {
    adapter,
    storage,
    seen,
    names: () => seen.map((entry) => entry.event),
    /** The GraphQL operations this adapter sent, in order. */
    operations: () => [...sent.operations],
  };
}

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const PASSWORD = 'Secret-pass1!';
