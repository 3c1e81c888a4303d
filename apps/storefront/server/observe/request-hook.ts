// The own server (server/http/serve.ts) enters each request's context before it hands the request to Next: the
// correlation id is settled and answered in `X-Request-Id`, and once the answer is sent and Next is done with it
// the request's line is written. The matched route comes from Next's request span (next-route.ts), the rewrite from
// the proxy (`noteRewrite`).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { anonymizeIp } from '@shop/content-client';
import { REFERENCE_TIMING_METRIC } from '../../lib/request-reference-keys';
import { isBuildFile } from '../../lib/security-headers';
import { clientAddress, trustedProxyCount } from '../http/client-address';
import { PEER_ADDRESS_HEADER } from '../http/peer-address';
import { logLine } from '../log';
import { type RequestContext, runInRequest } from './request-context';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import { type RequestOutcome, writeRequestLine } from './request-log';

function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] || '/';
  return path.length > 1024 ? `${path.slice(0, 1024)}…` : path;
}

function clientOf(request: IncomingMessage): string {
  // The two headers clientAddress reads, without building a fetch Headers per request for them.
  const headers = {
    get: (name: string) => {
      if (name === PEER_ADDRESS_HEADER) return request.socket.remoteAddress ?? '';
      const value = request.headers[name];
      return Array.isArray(value) ? value.join(',') : (value ?? null);
    },
  };
  try {
    return anonymizeIp(clientAddress(headers, trustedProxyCount(process.env.TRUSTED_PROXY), true));
  } catch {
    return '';
  }
}

function outcomeOf(
  request: IncomingMessage,
  response: ServerResponse,
  context: RequestContext,
): RequestOutcome {
  const cache = response.getHeader('x-nextjs-cache');
  return {
    status: response.statusCode,
    route: context.route ?? null,
    rewrite: context.rewrite ?? null,
    cache: typeof cache === 'string' ? cache : null,
    client: clientOf(request),
    aborted: !response.writableFinished,
  };
}

/**
 * Serves the request with `serve` inside its context. The line is written once the answer is sent and `serve` has
 * settled (Next knows the route only then), or at once when the client goes away first.
 */
export function observeRequest(
  request: IncomingMessage,
  response: ServerResponse,
  serve: () => unknown,
): void {
  const id = requestIdFor(request.headers[REQUEST_ID_HEADER]);
  // Overwritten, so whatever reads the header downstream sees the id the log uses.
  request.headers[REQUEST_ID_HEADER] = id;
  // The build's immutable files are logged with the id but answered without it: no page reads it there.
  if (!isBuildFile(request.url)) {
    response.setHeader('X-Request-Id', id);
    // Server-Timing is the one response header a page's script can read (the error page shows the id from it).
    response.setHeader('Server-Timing', `${REFERENCE_TIMING_METRIC};desc="${id}"`);
  }
  const context: RequestContext = {
    id,
    method: request.method ?? 'GET',
    path: pathOf(request.url),
    startedAt: performance.now(),
    calls: [],
    errors: [],
    logged: false,
  };
  let served = false;
  const finish = () => {
    if (!context.logged) writeRequestLine(context, outcomeOf(request, response, context));
  };
  response.once('finish', () => {
    if (served) finish();
  });
  response.once('close', () => {
    if (served || !response.writableFinished) finish();
  });
  runInRequest(context, async () => {
    try {
      await serve();
    } catch (error) {
      logLine('error', 'request failed', { error });
      if (!response.headersSent) {
        response.statusCode = 500;
        response.end();
      } else response.destroy();
    } finally {
      served = true;
      if (response.writableFinished) finish();
    }
  });
}
