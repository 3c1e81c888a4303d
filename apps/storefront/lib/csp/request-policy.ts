// The proxy's part: a page rendered per request gets a fresh nonce, which Next.js reads from the request's
// Content-Security-Policy header and writes onto every script it renders. Kept pages get none: a nonce baked into
// a cached page would be the same for everyone; their policy comes with the cached entry (cache-handler.mjs).
import { CSP_HEADER, perRequestPolicy, REPORTING_HEADER, scriptlessPolicy } from './page-policy';
import { newNonce, REPORTING_ENDPOINTS } from './policy';

/** The routes whose pages are kept: catalogue, listing states, searches (docs/storefront.md, "Caching"). */
export function isKeptPath(appPath: string): boolean {
  return /^\/[^/]+\/frontend\/(catalogue|listing|found)\//.test(appPath);
}

/** The policy of a page the proxy rewrites to `appPath`; null where the cached entry carries it. */
export function pagePolicyFor(appPath: string): string | null {
  return isKeptPath(appPath) ? null : perRequestPolicy(newNonce());
}

/** The request as the page renders it: with the policy, so Next finds the nonce. */
export function withPolicy(requestHeaders: Headers, policy: string): Headers {
  const headers = new Headers(requestHeaders);
  headers.set(CSP_HEADER, policy);
  return headers;
}

export function sendPolicy(response: { headers: Headers }, policy: string = scriptlessPolicy()): void {
  response.headers.set(CSP_HEADER, policy);
  response.headers.set(REPORTING_HEADER, REPORTING_ENDPOINTS);
}
