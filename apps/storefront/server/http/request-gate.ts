// Requests Next.js cannot take end in a 500 from inside it: it builds a fetch Request for each, and fetch refuses
// the methods TRACE, TRACK and CONNECT; and it decodes a route's path into params, which fails on broken
// percent-encoding (the proxy refuses such page paths, but API routes and sitemaps never reach the proxy).
// The own server (server/http/serve.ts) answers these first, before Next sees them: the proxy cannot, since Next
// fails before it runs the proxy, and API routes are outside its matcher.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { editionFromPath } from '@shop/editions';
import { malformedUrl } from '@/lib/request-guard';
import { securityHeaderRecord } from '@/lib/security-headers';

const UNREPRESENTABLE = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOW = 'GET, HEAD, POST, OPTIONS';

/**
 * The status a request is refused with before Next.js sees it, or `null` to let it through: 405 for a method no
 * route can have, 400 for a path with broken percent-encoding or control characters outside the editions (an
 * edition's paths get the proxy's translated not-found page instead).
 */
export function gateRefusal(method: string | undefined, target: string | undefined): 400 | 405 | null {
  if (UNREPRESENTABLE.has((method ?? '').toUpperCase())) return 405;
  if (!target?.startsWith('/')) return null;
  const pathname = target.split('?', 1)[0] ?? '';
  if (!malformedUrl(pathname, '')) return null;
  return editionFromPath(`/${pathname.split('/')[1] ?? ''}/`) ? null : 400;
}

function refuse(request: IncomingMessage, response: ServerResponse, status: 400 | 405): void {
  response.writeHead(status, {
    ...securityHeaderRecord(request.headers['x-forwarded-proto']),
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    ...(status === 405 ? { allow: ALLOW } : {}),
  });
  response.end(status === 405 ? 'Method Not Allowed' : 'Bad Request');
}

/** Answers a request Next.js cannot take and returns true; false lets it through. */
export function refuseUnrepresentable(request: IncomingMessage, response: ServerResponse): boolean {
  const status = gateRefusal(request.method, request.url);
  if (status === null) return false;
  refuse(request, response, status);
  return true;
}
