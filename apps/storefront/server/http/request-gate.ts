// Requests Next.js cannot take end in a 500 from inside it: it builds a fetch Request for each, and fetch refuses
// the methods TRACE, TRACK and CONNECT; and it decodes a route's path into params, which fails on broken
// percent-encoding (the proxy refuses such page paths, but API routes and sitemaps never reach the proxy).
// The server process answers these first, before Next sees them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { editionFromPath } from '@shop/editions';
import { malformedUrl } from '@/lib/request-guard';
import { securityHeaderRecord } from '@/lib/security-headers';
import { installBeforeNext } from './before-next';

const UNREPRESENTABLE = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOW = 'GET, HEAD, POST, OPTIONS';
const INSTALLED = Symbol.for('shop.storefront.requestGateInstalled');

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

/** Called once from the server's instrumentation, before the first request. */
export function installRequestGate(): void {
  installBeforeNext(INSTALLED, (request, response, next) => {
    const status = gateRefusal(request.method, request.url);
    if (status === null) return next();
    refuse(request, response, status);
    return true;
  });
}
