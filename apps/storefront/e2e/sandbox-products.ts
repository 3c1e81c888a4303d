// Products of the sandbox's seeded catalogue for tests that change one through the sandbox's hooks: the browser
// tests (webhooks.spec.ts) and the cluster test (cluster/cluster.test.ts), each against its own sandbox.

/** A query of the sandbox's Storefront API with the seeded shop's public token. */
export async function sandboxStorefront<T>(
  sandboxUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${sandboxUrl}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': 'sandbox-storefront-token',
    },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** The German page of each variant, as the search service names it. */
async function germanPages(sandboxUrl: string, variantIds: string[]): Promise<string[]> {
  const search = await fetch(`${sandboxUrl}/documents/public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-makaira-instance': 'live' },
    body: JSON.stringify({
      datatype: 'variant',
      ids: variantIds,
      constraints: { 'query.language': 'de', 'query.group': 'de' },
    }),
  });
  const { items } = (await search.json()) as { items: { fields: { url: string } }[] };
  return items.map((item) => item.fields.url).filter(Boolean);
}

type Catalogue = { products: { nodes: { variants: { nodes: { id: string }[] } }[] } };

/** A product with one variant, and its German page. */
export async function singleVariantProduct(sandboxUrl: string): Promise<{ variantId: string; path: string }> {
  const data = await sandboxStorefront<Catalogue>(
    sandboxUrl,
    '{ products(first: 60) { nodes { variants(first: 2) { nodes { id } } } } }',
  );
  const variantId = data.products.nodes.find((product) => product.variants.nodes.length === 1)?.variants
    .nodes[0]?.id;
  if (!variantId) throw new Error('The seeded catalogue has no product with a single variant');
  const [path] = await germanPages(sandboxUrl, [variantId]);
  if (!path) throw new Error(`No page for ${variantId}`);
  return { variantId, path };
}

/** The German pages of `count` products of the seeded catalogue, none of them in `except`. */
export async function productPages(
  sandboxUrl: string,
  count: number,
  except: string[] = [],
): Promise<string[]> {
  const data = await sandboxStorefront<Catalogue>(
    sandboxUrl,
    '{ products(first: 60) { nodes { variants(first: 1) { nodes { id } } } } }',
  );
  const variantIds = data.products.nodes.flatMap((product) => product.variants.nodes.map(({ id }) => id));
  const pages = await germanPages(sandboxUrl, variantIds.slice(-(count + except.length)));
  const paths = [...new Set(pages)].filter((path) => !except.includes(path)).slice(0, count);
  if (paths.length < count) throw new Error(`Only ${paths.length} product pages, not ${count}`);
  return paths;
}
