// Products of the sandbox's seeded catalogue for tests that change one through the sandbox's hooks: the browser
// tests (webhooks.spec.ts) and the cluster test (cluster/cluster.test.ts), each against its own sandbox.

/** A product with one variant, and its German page. */
export async function singleVariantProduct(sandboxUrl: string): Promise<{ variantId: string; path: string }> {
  const catalogue = await fetch(`${sandboxUrl}/api/2025-01/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': 'sandbox-storefront-token',
    },
    body: JSON.stringify({
      query: '{ products(first: 60) { nodes { variants(first: 2) { nodes { id } } } } }',
    }),
  });
  const { data } = (await catalogue.json()) as {
    data: { products: { nodes: { variants: { nodes: { id: string }[] } }[] } };
  };
  const variantId = data.products.nodes.find((product) => product.variants.nodes.length === 1)?.variants
    .nodes[0]?.id;
  if (!variantId) throw new Error('The seeded catalogue has no product with a single variant');
  const search = await fetch(`${sandboxUrl}/documents/public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-makaira-instance': 'live' },
    body: JSON.stringify({
      datatype: 'variant',
      ids: [variantId],
      constraints: { 'query.language': 'de', 'query.group': 'de' },
    }),
  });
  const { items } = (await search.json()) as { items: { fields: { url: string } }[] };
  const path = items[0]?.fields.url;
  if (!path) throw new Error(`No page for ${variantId}`);
  return { variantId, path };
}
