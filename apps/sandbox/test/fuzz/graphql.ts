// GraphQL only a fuzzer writes: alias, depth, directive and fragment bombs, broken documents, wrong variables,
// and strings Postgres cannot hold, for the Storefront API.
import { BAD_STRINGS } from '../../../../test-support/fuzz/malformed';
import type { Random } from '../../../../test-support/fuzz/random';

const json = (value: unknown) => JSON.stringify(value);

function depthBomb(depth: number): string {
  let selection = 'id';
  for (let level = 0; level < depth; level++) {
    selection =
      level % 2 === 0
        ? `collections(first: 250) { nodes { id products(first: 250) { nodes { ${selection} } } } }`
        : `variants(first: 250) { nodes { id product { ${selection} } } }`;
  }
  return `{ products(first: 250) { nodes { ${selection} } } }`;
}

/** A string argument of the kind a shopper's search box or a forged link can send. */
const badArgument = (random: Random) => json(random.pick(BAD_STRINGS));

const DOCUMENTS: ((random: Random) => { label: string; body: unknown })[] = [
  (random) => {
    const count = random.pick([500, 3000, 10_000]);
    const query = `{ ${Array.from({ length: count }, (_, index) => `a${index}: shop { name }`).join(' ')} }`;
    return { label: `alias bomb of ${count}`, body: { query } };
  },
  (random) => {
    const count = random.pick([200, 2000]);
    const query = `{ ${Array.from({ length: count }, (_, index) => `p${index}: products(first: 250) { nodes { id title } }`).join(' ')} }`;
    return { label: `alias bomb of ${count} product lists`, body: { query } };
  },
  (random) => {
    const depth = random.pick([8, 30, 200]);
    return { label: `depth bomb of ${depth}`, body: { query: depthBomb(depth) } };
  },
  (random) => {
    const count = random.pick([100, 1000, 5000]);
    return {
      label: `${count} directives on one field`,
      body: { query: `{ shop { name ${'@include(if: true) '.repeat(count)} } }` },
    };
  },
  () => ({
    label: 'fragment cycle',
    body: { query: 'fragment A on Shop { name ...B } fragment B on Shop { ...A } { shop { ...A } }' },
  }),
  (random) => ({
    label: 'broken document',
    body: {
      query: random.pick([
        '{',
        '}',
        '{ shop { name }',
        'query {',
        'mutation { }',
        '{ shop { name } } { shop { name } }',
        'query A { shop { name } } query A { shop { name } }',
        '{ unknownField }',
        '{ shop { name(arg: 1) } }',
        '{ products { nodes { id } } }',
        '{ products(first: 99999999999) { nodes { id } } }',
        '{ products(first: -1) { nodes { id } } }',
        '{ products(first: 250, after: "%%%") { nodes { id } } }',
        `{ products(first: 5, sortKey: EVIL) { nodes { id } } }`,
        '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }',
        '\u0000',
        '{ shop { name } } # \u0000',
        'subscription { shop { name } }',
        `{ shop { ${'name '.repeat(20_000)} } }`,
      ]),
    },
  }),
  (random) => ({
    label: 'string arguments of the wrong kind',
    body: {
      query: random.pick([
        `{ products(first: 5, query: ${badArgument(random)}) { nodes { id } } }`,
        `{ search(first: 5, query: ${badArgument(random)}) { nodes { ... on Product { id } } } }`,
        `{ predictiveSearch(query: ${badArgument(random)}) { products { id } } }`,
        `{ product(handle: ${badArgument(random)}) { id } }`,
        `{ collection(handle: ${badArgument(random)}) { id } }`,
        `{ node(id: ${badArgument(random)}) { id } }`,
        `{ nodes(ids: [${badArgument(random)}, "gid://shopify/Product/99999999999999999999"]) { id } }`,
        `{ cart(id: ${badArgument(random)}) { id } }`,
        `{ customer(customerAccessToken: ${badArgument(random)}) { id } }`,
        `{ productRecommendations(productId: ${badArgument(random)}) { id } }`,
        `mutation { customerAccessTokenCreate(input: { email: ${badArgument(random)}, password: ${badArgument(random)} }) { customerUserErrors { code } } }`,
        `mutation { customerRecover(email: ${badArgument(random)}) { customerUserErrors { code } } }`,
        `mutation { cartCreate(input: { lines: [{ merchandiseId: ${badArgument(random)}, quantity: 2147483647 }], note: ${badArgument(random)} }) { cart { id } userErrors { code } } }`,
        `mutation { cartLinesAdd(cartId: ${badArgument(random)}, lines: [{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: -5 }]) { userErrors { code } } }`,
        `mutation { cartDiscountCodesUpdate(cartId: ${badArgument(random)}, discountCodes: [${badArgument(random)}]) { userErrors { code } } }`,
        `query @inContext(country: ZZ, language: XX) { shop { name } }`,
      ]),
    },
  }),
  (random) => ({
    label: 'variables of the wrong kind',
    body: {
      query: 'query ($first: Int!, $q: String) { products(first: $first, query: $q) { nodes { id } } }',
      variables: random.pick([
        { first: 'x' },
        { first: 1e20 },
        { first: null },
        { first: 5, q: { nested: true } },
        { first: 5, q: random.pick(BAD_STRINGS) },
        [],
        'variables',
      ]),
    },
  }),
  (random) => ({
    label: 'request of the wrong shape',
    body: random.pick([
      [{ query: '{ shop { name } }' }],
      { query: 1 },
      { query: null },
      { query: ['{ shop { name } }'] },
      { query: '{ shop { name } }', operationName: 'Missing' },
      { query: 'query A { shop { name } } query B { shop { name } }' },
      { query: '{ shop { name } }', operationName: { a: 1 } },
      { query: '{ shop { name } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } },
    ]),
  }),
];

/** A bad GraphQL request body for the Storefront API, as JSON or as a bare document. */
export function badGraphql(random: Random): { label: string; body: string; contentType: string } {
  const made = random.pick(DOCUMENTS)(random);
  const query = (made.body as { query?: unknown }).query;
  if (typeof query === 'string' && random.chance(0.2)) {
    return { label: `${made.label} (application/graphql)`, body: query, contentType: 'application/graphql' };
  }
  return { label: made.label, body: JSON.stringify(made.body), contentType: 'application/json' };
}
