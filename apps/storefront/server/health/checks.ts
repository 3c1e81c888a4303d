// What the storefront needs to serve shoppers: its database, the shop backend and the content service. Each
// distinct backend (editions may point at different shops or content instances) is asked the cheapest real
// question it answers. A backend that answers 429 is up, only busy: the check passes.
import {
  EDITION_KEYS,
  type EditionKey,
  getEdition,
  resolveEditionConfig,
  SHOP_API_VERSION,
} from '@shop/editions';
import { sql } from 'drizzle-orm';
import { contentClient } from '../../lib/context.server';
import { database } from '../db/database';
import { observedFetch } from '../observe/backend-calls';
import { type HealthCheck, healthMonitor } from './health';

const THROTTLED = 429;

/** One edition for each distinct value of `key`. */
function distinctEditions(key: (edition: EditionKey) => string): EditionKey[] {
  const seen = new Map<string, EditionKey>();
  for (const edition of EDITION_KEYS) if (!seen.has(key(edition))) seen.set(key(edition), edition);
  return [...seen.values()];
}

const database_: HealthCheck = async () => {
  const { db } = await database();
  await db.execute(sql`select 1`);
};

/** Every shop the editions use answers a query for its name. */
const shopBackend: HealthCheck = async (signal) => {
  const configs = distinctEditions((edition) => {
    const config = resolveEditionConfig(edition, process.env);
    return `${config.storefrontDomain} ${config.storefrontApiKey}`;
  }).map((edition) => resolveEditionConfig(edition, process.env));
  await Promise.all(
    configs.map(async (config) => {
      const response = await observedFetch('shop-api')(
        `${config.storefrontDomain}/api/${SHOP_API_VERSION}/graphql`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shopify-storefront-access-token': config.storefrontApiKey,
          },
          body: JSON.stringify({ query: 'query health { shop { name } }' }),
          cache: 'no-store',
          signal,
        },
      );
      if (response.status === THROTTLED) return;
      if (!response.ok) throw new Error(`shop backend answered ${response.status}`);
      const body = (await response.json()) as { data?: { shop?: { name?: unknown } }; errors?: unknown[] };
      if (!body.data?.shop) throw new Error('shop backend answered without the shop');
    }),
  );
};

/** Every content instance the editions use answers for the storefront-settings snippet. */
const contentService: HealthCheck = async (signal) => {
  const editions = distinctEditions((edition) => getEdition(edition).searchInstance);
  await Promise.all(
    editions.map(async (edition) => {
      const { error } = await contentClient(edition).snippets(['storefront-settings'], {
        cache: 'no-store',
        signal,
      });
      if (error && error.code !== THROTTLED) throw error;
    }),
  );
};

export const STOREFRONT_CHECKS: Record<string, HealthCheck> = {
  database: database_,
  shopBackend,
  contentService,
};

/** The storefront's health, kept two seconds. */
export const storefrontHealth = healthMonitor(STOREFRONT_CHECKS);
