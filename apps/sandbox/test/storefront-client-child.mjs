// Run by https.test.ts in a child Node process, as a user runs Shopify's official client: unmodified, with the
// sandbox's https store domain, a public token and NODE_EXTRA_CA_CERTS naming the sandbox's CA. Prints one JSON line.
import { createStorefrontApiClient } from '@shopify/storefront-api-client';

const client = createStorefrontApiClient({
  storeDomain: process.env.STORE_DOMAIN,
  apiVersion: process.env.API_VERSION,
  publicAccessToken: process.env.PUBLIC_TOKEN,
});
const query = 'query Products { products(first: 3) { nodes { id handle title } } }';
const response = await client.fetch(query);
const result = await client.request(query);
console.log(
  JSON.stringify({
    status: response.status,
    version: response.headers.get('x-shopify-api-version'),
    data: result.data,
    errors: result.errors ?? null,
  }),
);
