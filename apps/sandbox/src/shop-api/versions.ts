// The Storefront API versions the sandbox answers, and which one serves a requested version. Every version is served
// by the one schema the sandbox implements (Shopify's 2025-01); the version names only what a client asked for.

/** Every dated version Shopify has published or announced from 2024-01 on (quarterly), oldest first. */
export const STABLE_API_VERSIONS = [
  '2024-01',
  '2024-04',
  '2024-07',
  '2024-10',
  '2025-01',
  '2025-04',
  '2025-07',
  '2025-10',
  '2026-01',
  '2026-04',
  '2026-07',
  '2026-10',
] as const;

/** The header that names the version a response was served with. */
export const API_VERSION_HEADER = 'X-Shopify-API-Version';

const DATED = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * The version that serves a request for `requested`, or null for a path Shopify answers 404 (malformed: `abc`,
 * `2025-13`; or later than any version announced).
 *
 * Shopify's versioning docs (shopify.dev/docs/api/usage/versioning): "if your app uses a stable version that is no
 * longer supported, then Shopify falls forward and responds to your request with the same behaviour as the oldest
 * supported stable version", and the `X-Shopify-API-Version` response header "returns the API version that was used
 * to execute each API request": when it differs from the requested one, Shopify fell forward. So a retired (older)
 * or unpublished dated version is served by the oldest version here, and the header says so; `unstable` is served
 * as `unstable`.
 */
export function servedApiVersion(requested: string): string | null {
  if (requested === 'unstable') return requested;
  if (!DATED.test(requested)) return null;
  const newest = STABLE_API_VERSIONS[STABLE_API_VERSIONS.length - 1] as string;
  if (requested > newest) return null;
  return (STABLE_API_VERSIONS as readonly string[]).includes(requested)
    ? requested
    : (STABLE_API_VERSIONS[0] as string);
}

/** The version in a Storefront API path `/api/{version}/graphql` or `/api/{version}/graphql.json`; null otherwise. */
export function apiPathVersion(path: string): string | null {
  return /^\/api\/([^/]+)\/graphql(?:\.json)?$/.exec(path)?.[1] ?? null;
}
