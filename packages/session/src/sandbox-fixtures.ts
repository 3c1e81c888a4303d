import { request } from 'node:http';
import { inject } from 'vitest';

// Test fixtures over the sandbox the test setup started; not part of the package's build.
export const TOKEN = 'sandbox-storefront-token';
export const sandboxUrl = () => inject('sandboxUrl');

/** Variants for sale with stock to spare, from the seeded catalogue. */
export async function variantsForSale(count: number): Promise<string[]> {
  const ids = (await seededVariants())
    .filter((variant) => variant.availableForSale && variant.quantityAvailable > 10)
    .map((variant) => variant.id);
  if (ids.length < count) throw new Error(`Only ${ids.length} variants for sale in the seed`);
  return ids.slice(0, count);
}

/** A variant of the seeded catalogue with exactly this stock. */
export async function variantWithStock(stock: number): Promise<string> {
  const variant = (await seededVariants()).find((candidate) => candidate.quantityAvailable === stock);
  if (!variant) throw new Error(`No variant with stock ${stock} in the seed`);
  return variant.id;
}

async function seededVariants(): Promise<
  { id: string; availableForSale: boolean; quantityAvailable: number }[]
> {
  const response = await fetch(`${sandboxUrl()}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': TOKEN },
    body: JSON.stringify({
      query:
        '{ products(first: 60) { nodes { variants(first: 3) { nodes { id availableForSale quantityAvailable } } } } }',
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      products: {
        nodes: {
          variants: { nodes: { id: string; availableForSale: boolean; quantityAvailable: number }[] };
        }[];
      };
    };
  };
  return data.products.nodes.flatMap((product) => product.variants.nodes);
}

/** A sandbox test hook, called from Node: happy-dom's fetch applies CORS, which the hooks do not answer. */
export function sandboxHook(path: string, method: string, body?: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${sandboxUrl()}${path}`,
      { method, headers: { 'Content-Type': 'application/json' } },
      (response) => response.resume().on('end', resolve),
    );
    call.on('error', reject);
    call.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** A fault on one Storefront API operation for its next call: a delay, then an HTTP status when given. */
export function injectFault(operation: string, latencyMs: number, status?: number): Promise<void> {
  return sandboxHook('/__sandbox/faults', 'POST', { operation, latencyMs, status, times: 1 });
}

export const clearFaults = () => sandboxHook('/__sandbox/faults', 'DELETE');
