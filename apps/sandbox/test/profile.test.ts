// A sandbox started with a profile: the example for the Next.js Commerce starter (profiles/vercel-commerce.json)
// makes the handles that client reads, and they survive a reset.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EditError } from '../src/catalogue/edits';
import { type Sandbox, startSandbox } from '../src/server';
import { type Json, TOKEN } from './http';

const PROFILE = JSON.parse(
  readFileSync(new URL('../profiles/vercel-commerce.json', import.meta.url), 'utf8'),
);
let sandbox: Sandbox;

// The queries of vercel/commerce (lib/shopify/queries), trimmed to the fields checked here.
const HOME = `query {
  featured: collection(handle: "hidden-homepage-featured-items") { handle products(first: 100) { edges { node { handle } } } }
  carousel: collection(handle: "hidden-homepage-carousel") { products(first: 100) { edges { node { handle } } } }
  header: menu(handle: "next-js-frontend-header-menu") { items { title url } }
  footer: menu(handle: "next-js-frontend-footer-menu") { items { title url } }
  page(handle: "about") { title body }
}`;

async function query(text: string): Promise<Json> {
  const response = await fetch(`${sandbox.url}/api/2023-01/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN },
    body: JSON.stringify({ query: text }),
  });
  const body = (await response.json()) as Json;
  expect(body.errors).toBeUndefined();
  return body.data;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, products: 20, log: false, profile: PROFILE });
});

afterAll(async () => {
  await sandbox?.close();
});

describe('a profile given at start', () => {
  it('makes the collections, menus and pages vercel/commerce expects, with Shopify-shaped URLs', async () => {
    const home = await query(HOME);
    expect(home.featured.products.edges).toHaveLength(3);
    expect(home.carousel.products.edges.length).toBeGreaterThan(3);
    const shop = 'https://vitalis-home-health.example';
    expect(home.header.items).toEqual([
      { title: 'All', url: `${shop}/search` },
      { title: 'Sale', url: `${shop}/collections/sale` },
      { title: 'Bestsellers', url: `${shop}/collections/bestseller` },
    ]);
    expect(home.footer.items[0]).toEqual({ title: 'Home', url: `${shop}/` });
    expect(home.footer.items.slice(1).map((item: Json) => item.url)).toEqual([
      `${shop}/pages/about`,
      `${shop}/pages/terms-conditions`,
      `${shop}/pages/shipping-return-policy`,
      `${shop}/pages/privacy-policy`,
      `${shop}/pages/frequently-asked-questions`,
    ]);
    expect(home.page.title).toBe('About');
  });

  it('is applied again after a reset', async () => {
    const reset = await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST', body: '{}' });
    expect(reset.status).toBe(200);
    const home = await query(HOME);
    expect(home.featured.products.edges).toHaveLength(3);
    expect(home.header.items).toHaveLength(3);
  });

  it('a profile naming what does not exist stops the start with the entry named', async () => {
    await expect(
      startSandbox({
        port: 0,
        products: 5,
        log: false,
        profile: { menus: [{ handle: 'm', items: [{ title: 'x', type: 'PAGE', handle: 'missing' }] }] },
      }),
    ).rejects.toThrow(new EditError('profile.menus.0: No page with the handle "missing"'));
  });
});
