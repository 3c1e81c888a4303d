// The sandbox on https with its own CA: trusted through undici's `connect.ca`, and by Shopify's official client in a
// child Node process through NODE_EXTRA_CA_CERTS, as a user would.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Agent } from 'undici';
import { describe, expect, inject, it } from 'vitest';
import { type Json, TOKEN } from './http';

const tls = () => inject('sandboxTls');

describe('the sandbox answers on https with its local CA', () => {
  it('serves the Storefront API at https://localhost when the CA is trusted', async () => {
    const dispatcher = new Agent({ connect: { ca: readFileSync(tls().caFile, 'utf8') } });
    try {
      const response = await fetch(`${tls().url}/api/2025-01/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
        body: JSON.stringify({ query: '{ shop { name } products(first: 1) { nodes { handle } } }' }),
        dispatcher,
      } as RequestInit);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Json;
      expect(body.errors).toBeUndefined();
      expect(body.data.shop.name).toBe('Vitalis Home Health');
      expect(body.data.products.nodes).toHaveLength(1);
    } finally {
      await dispatcher.close();
    }
  });

  it('is refused without the CA, so the trust comes from the CA and from nothing else', async () => {
    await expect(fetch(`${tls().url}/__sandbox/health`)).rejects.toThrow();
  });

  it('answers @shopify/storefront-api-client, unmodified, in a Node process with NODE_EXTRA_CA_CERTS', async () => {
    const script = fileURLToPath(new URL('./storefront-client-child.mjs', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      env: {
        PATH: process.env.PATH,
        NODE_EXTRA_CA_CERTS: tls().caFile,
        STORE_DOMAIN: tls().url,
        API_VERSION: '2026-04',
        PUBLIC_TOKEN: TOKEN,
      },
      timeout: 60_000,
    });
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as Json;
    expect(result.status).toBe(200);
    expect(result.version).toBe('2026-04');
    expect(result.errors).toBeNull();
    expect(result.data.products.nodes).toHaveLength(3);
    expect(result.data.products.nodes[0]).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Product\//),
    });
  });
});
