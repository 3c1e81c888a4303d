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
