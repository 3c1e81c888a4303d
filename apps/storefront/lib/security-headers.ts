// The security headers every answer carries: next.config.ts sends them with Next's answers, and the request gate
// (server/http/request-gate.ts) with the ones it gives before Next sees a request.

/**
 * Sent with every answer. Pages add the full Content-Security-Policy (scripts by nonce or hash: lib/csp/); this one
 * covers what is no page (files, own routes) and adds nothing a page's policy would have to undo.
 */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=()',
  },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Content-Security-Policy', value: "frame-ancestors 'none'; base-uri 'self'; object-src 'none'" },
];

/**
 * The build's own files under `/_next/static/` (immutable, fetched by pages): the policies above concern documents, so
 * these keep only what a script or stylesheet answer needs. A first visit fetches about fifteen of them, each carrying
 * some 300 bytes less (HTTP/1.1 sends every header in full).
 */
export const STATIC_ASSET_HEADERS = [{ key: 'X-Content-Type-Options', value: 'nosniff' }];

/** Next's `headers()` sources: every path but the build's files, and the build's files. */
export const EVERY_PATH_BUT_BUILD_FILES = '/:path((?!_next/static/).*)';
export const BUILD_FILES = '/_next/static/:path*';

/** True for a request path under the build's own files. */
export const isBuildFile = (path: string | undefined) => path?.startsWith('/_next/static/') === true;

/** Only where the shop is reached over https (behind a proxy that says so); never on local http. */
export const HTTPS_ONLY_HEADERS = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];

/** The headers as one record, with Strict-Transport-Security when the request came over https. */
export function securityHeaderRecord(forwardedProto: string | string[] | undefined): Record<string, string> {
  const https = [forwardedProto].flat().some((proto) => proto?.split(',')[0]?.trim() === 'https');
  return Object.fromEntries(
    [...SECURITY_HEADERS, ...(https ? HTTPS_ONLY_HEADERS : [])].map(({ key, value }) => [key, value]),
  );
}
