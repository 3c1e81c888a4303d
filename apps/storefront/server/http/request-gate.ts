// Requests Next.js cannot take end in a 500 from inside it: it builds a fetch Request for each, and fetch refuses
// the methods TRACE, TRACK and CONNECT; and it decodes a route's path into params, which fails on broken
// percent-encoding (the proxy refuses such page paths, but API routes and sitemaps never reach the proxy).
// The server process answers these first, before Next sees them.
import { type IncomingMessage, Server, type ServerResponse } from 'node:http';
import { editionFromPath } from '@shop/editions';
import { malformedUrl } from '@/lib/request-guard';
import { securityHeaderRecord } from '@/lib/security-headers';

const UNREPRESENTABLE = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOW = 'GET, HEAD, POST, OPTIONS';
const INSTALLED = Symbol.for('shop.storefront.requestGateInstalled');
type Marked = typeof globalThis & { [INSTALLED]?: boolean };

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
  const marked = globalThis as Marked;
  if (marked[INSTALLED]) return;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function gate(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const status = gateRefusal(request.method, request.url);
      if (status !== null) {
        refuse(request, response, status);
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  marked[INSTALLED] = true;
}
