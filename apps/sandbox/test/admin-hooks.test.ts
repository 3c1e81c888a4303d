// The admin-style hooks: collections (with their products), pages, menus and metafields created or changed by
// handle over HTTP, then read back through the Storefront API as any client would.
import { afterAll, describe, expect, it } from 'vitest';
import { data, type Json, resetSandbox, sandboxUrl } from './http';

const SHOP = 'https://vitalis-home-health.example';

async function put(path: string, body: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${sandboxUrl()}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function someProducts(count: number): Promise<{ id: string; handle: string }[]> {
  const result = await data(`{ products(first: ${count}, sortKey: ID) { nodes { id handle } } }`);
  return result.products.nodes;
}

// The hooks add pages and collections the content service lists too: later files get the seeded catalogue.
afterAll(resetSandbox);

describe('PUT /__sandbox/collections/<handle>', () => {
  it('creates a collection with products in the given order, then changes it and keeps what it was not told', async () => {
    const [a, b, c] = await someProducts(3);
    const created = await put('/__sandbox/collections/hidden-homepage-featured-items', {
      title: { en: 'Featured', de: 'Empfohlen' },
      description: 'Three picks',
      products: [c?.handle, a?.handle, b?.handle],
    });
    expect(created.status).toBe(201);
    expect(created.body.collection).toEqual({
      id: expect.stringMatching(/^gid:\/\/shopify\/Collection\/43\d{7}$/),
      handle: 'hidden-homepage-featured-items',
    });
    const query = `query @inContext(language: EN) { collection(handle: "hidden-homepage-featured-items") {
      id title description onlineStoreUrl products(first: 10) { nodes { id } } } }`;
    const read = (await data(query)).collection;
    expect(read).toEqual({
      id: created.body.collection.id,
      title: 'Featured',
      description: 'Three picks',
      onlineStoreUrl: `${SHOP}/collections/hidden-homepage-featured-items`,
      products: { nodes: [{ id: c?.id }, { id: a?.id }, { id: b?.id }] },
    });
    const german = await data(
      `query @inContext(language: DE) { collection(handle: "hidden-homepage-featured-items") { title } }`,
    );
    expect(german.collection.title).toBe('Empfohlen');

    const bestsellers = await data(
      `{ collection(handle: "bestseller") { products(first: 2) { nodes { id } } } }`,
    );
    const changed = await put('/__sandbox/collections/hidden-homepage-featured-items', {
      products: { from: 'bestseller', first: 2 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.collection.id).toBe(created.body.collection.id);
    const after = (await data(query)).collection;
    expect(after.title).toBe('Featured');
    expect(after.products.nodes).toEqual(bestsellers.collection.products.nodes);
  });

  it('refuses an unknown product handle, a malformed handle and an unknown field, and writes nothing', async () => {
    const unknown = await put('/__sandbox/collections/broken', { products: ['no-such-product'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].message).toBe('No product with the handle "no-such-product"');
    expect((await put('/__sandbox/collections/Not%20A%20Handle', {})).status).toBe(400);
    const extra = await put('/__sandbox/collections/broken', { titel: 'typo' });
    expect(extra.status).toBe(400);
    expect(extra.body.errors[0].message).toMatch(/^collections/);
    expect((await data(`{ collection(handle: "broken") { id } }`)).collection).toBeNull();
  });
});

describe('PUT /__sandbox/pages/<handle> and /__sandbox/menus/<handle>', () => {
  it('a page and a menu linking it, a collection, a product, the front page, search and an external address', async () => {
    const page = await put('/__sandbox/pages/about', { title: 'About', body: '<p>Who <b>we</b> are</p>' });
    expect(page.status).toBe(201);
    const pageRead = await data(`{ page(handle: "about") { id title body bodySummary onlineStoreUrl } }`);
    expect(pageRead.page).toEqual({
      id: page.body.page.id,
      title: 'About',
      body: '<p>Who <b>we</b> are</p>',
      bodySummary: 'Who we are',
      onlineStoreUrl: `${SHOP}/pages/about`,
    });
    const [product] = await someProducts(1);
    const menu = await put('/__sandbox/menus/next-js-frontend-header-menu', {
      title: 'Header',
      items: [
        { title: 'Home', type: 'FRONTPAGE' },
        { title: 'All', type: 'SEARCH' },
        {
          title: 'Sale',
          type: 'COLLECTION',
          handle: 'sale',
          items: [{ title: { en: 'Product', de: 'Produkt' }, type: 'PRODUCT', handle: product?.handle }],
        },
        { title: 'About', type: 'PAGE', handle: 'about' },
        { title: 'Blog', url: 'https://example.com/blog' },
        { title: 'Everything', type: 'CATALOG' },
      ],
    });
    expect(menu.status).toBe(201);
    expect(menu.body.menu.id).toMatch(/^gid:\/\/shopify\/Menu\/\d+$/);
    const sale = await data(`{ collection(handle: "sale") { id } }`);
    const read = await data(`query @inContext(language: EN) { menu(handle: "next-js-frontend-header-menu") {
      id handle title itemsCount
      items { title type url resourceId items { title type url resourceId resource { ... on Product { handle } } } }
    } }`);
    expect(read.menu).toEqual({
      id: menu.body.menu.id,
      handle: 'next-js-frontend-header-menu',
      title: 'Header',
      itemsCount: 6,
      items: [
        { title: 'Home', type: 'FRONTPAGE', url: `${SHOP}/`, resourceId: null, items: [] },
        { title: 'All', type: 'SEARCH', url: `${SHOP}/search`, resourceId: null, items: [] },
        {
          title: 'Sale',
          type: 'COLLECTION',
          url: `${SHOP}/collections/sale`,
          resourceId: sale.collection.id,
          items: [
            {
              title: 'Product',
              type: 'PRODUCT',
              url: `${SHOP}/products/${product?.handle}`,
              resourceId: product?.id,
              resource: { handle: product?.handle },
            },
          ],
        },
        {
          title: 'About',
          type: 'PAGE',
          url: `${SHOP}/pages/about`,
          resourceId: page.body.page.id,
          items: [],
        },
        { title: 'Blog', type: 'HTTP', url: 'https://example.com/blog', resourceId: null, items: [] },
        { title: 'Everything', type: 'CATALOG', url: `${SHOP}/collections/all`, resourceId: null, items: [] },
      ],
    });

    // Changing the menu replaces its items and keeps its title.
    const changed = await put('/__sandbox/menus/next-js-frontend-header-menu', {
      items: [{ title: 'Only', type: 'FRONTPAGE' }],
    });
    expect(changed.status).toBe(200);
    const after = await data(`{ menu(handle: "next-js-frontend-header-menu") { title items { title } } }`);
    expect(after.menu).toEqual({ title: 'Header', items: [{ title: 'Only' }] });
  });

  it('a menu item must name what it links to, and it must exist', async () => {
    const noHandle = await put('/__sandbox/menus/broken', { items: [{ title: 'x', type: 'PAGE' }] });
    expect(noHandle.status).toBe(400);
    expect(noHandle.body.errors[0].message).toContain('needs the handle');
    const missing = await put('/__sandbox/menus/broken', {
      items: [{ title: 'x', type: 'COLLECTION', handle: 'nowhere' }],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].message).toBe('No collection with the handle "nowhere"');
    const untyped = await put('/__sandbox/menus/broken', { items: [{ title: 'x' }] });
    expect(untyped.body.errors[0].message).toBe('menus.items.0: a menu item needs a type, or a url');
    const noTitle = await put('/__sandbox/menus/broken', { items: [{ title: {}, type: 'SEARCH' }] });
    expect(noTitle.status).toBe(400);
    expect((await data(`{ menu(handle: "broken") { id } }`)).menu).toBeNull();
  });
});

describe('PUT /__sandbox/metafields', () => {
  it('sets and changes metafields of a product, a collection, a page and the shop', async () => {
    const [product] = await someProducts(1);
    const set = (field: Record<string, unknown>) => put('/__sandbox/metafields', field);
    const badge = { owner: 'Product', handle: product?.handle, namespace: 'custom', key: 'badge' };
    const first = await set({ ...badge, value: 'New' });
    expect(first.status).toBe(201);
    expect((await set({ ...badge, value: 'Hot' })).status).toBe(200);
    const banner = {
      owner: 'Shop',
      namespace: 'settings',
      key: 'banner',
      type: 'json',
      value: '{"text":"Hello"}',
    };
    expect((await set(banner)).status).toBe(201);
    const color = { owner: 'Collection', handle: 'sale', namespace: 'custom', key: 'color', value: 'red' };
    expect((await set(color)).status).toBe(201);
    const read = await data(
      `query ($handle: String!) {
        product(handle: $handle) {
          id
          metafield(namespace: "custom", key: "badge") { id namespace key type value parentResource { ... on Product { id } } }
          metafields(identifiers: [{namespace: "custom", key: "badge"}, {namespace: "custom", key: "none"}]) { value }
        }
        shop { metafield(namespace: "settings", key: "banner") { type value } }
        collection(handle: "sale") { metafield(namespace: "custom", key: "color") { value } }
        page(handle: "datenschutz") { metafield(namespace: "custom", key: "color") { value } }
      }`,
      { handle: product?.handle },
    );
    expect(read.product.metafield).toEqual({
      id: first.body.metafield.id,
      namespace: 'custom',
      key: 'badge',
      type: 'single_line_text_field',
      value: 'Hot',
      parentResource: { id: read.product.id },
    });
    expect(read.product.metafields).toEqual([{ value: 'Hot' }, null]);
    expect(read.shop.metafield).toEqual({ type: 'json', value: '{"text":"Hello"}' });
    expect(read.collection.metafield).toEqual({ value: 'red' });
    expect(read.page.metafield).toBeNull();
  });

  it('a Product, Collection or Page metafield needs its owner', async () => {
    const missing = await put('/__sandbox/metafields', {
      owner: 'Page',
      namespace: 'a',
      key: 'b',
      value: 'c',
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].message).toContain('owner’s handle');
  });
});

describe('POST /__sandbox/profile', () => {
  it('applies a whole profile, and a bad entry is named by its place', async () => {
    const response = await fetch(`${sandboxUrl()}/__sandbox/profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pages: [{ handle: 'faq', title: 'FAQ' }],
        menus: [{ handle: 'footer-2', items: [{ title: 'FAQ', type: 'PAGE', handle: 'faq' }] }],
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      applied: { pages: ['faq'], collections: [], menus: ['footer-2'], metafields: [] },
    });
    const read = await data(`{ menu(handle: "footer-2") { items { url } } }`);
    expect(read.menu.items).toEqual([{ url: `${SHOP}/pages/faq` }]);

    const bad = await fetch(`${sandboxUrl()}/__sandbox/profile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ collections: [{ handle: 'x', products: ['missing'] }] }),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).errors[0].message).toBe(
      'profile.collections.0: No product with the handle "missing"',
    );
  });
});
