// The server process enters each request's context before Next reads the request (as peer-address.ts stamps the
// address): the correlation id is settled and answered in `X-Request-Id`, and once the answer is sent the
// request's line is written. The matched route is read from Next's request metadata, the one place it is known.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { anonymizeIp } from '@shop/content-client';
import { REFERENCE_TIMING_METRIC } from '../../lib/request-reference-keys';
import { isBuildFile } from '../../lib/security-headers';
import { installBeforeNext, installedBeforeNext } from '../http/before-next';
import { clientAddress, trustedProxyCount } from '../http/client-address';
import { PEER_ADDRESS_HEADER } from '../http/peer-address';
import { type RequestContext, runInRequest } from './request-context';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import { enableRequestLog, type RequestOutcome, requestLogFormat, writeRequestLine } from './request-log';

const HOOKED = Symbol.for('shop.storefront.requestHookInstalled');

/** Next's per-request metadata (next/dist/server/request-meta): the route it matched, the path it rewrote to. */
const NEXT_REQUEST_META = Symbol.for('NextInternalRequestMeta');
interface NextRequestMeta {
  match?: { definition?: { pathname?: unknown } };
  rewrittenPathname?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0] || '/';
  return path.length > 1024 ? `${path.slice(0, 1024)}…` : path;
}

function clientOf(request: IncomingMessage): string {
  const forwarded = request.headers['x-forwarded-for'];
  const headers = new Headers({
    'x-forwarded-for': Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''),
    [PEER_ADDRESS_HEADER]: request.socket.remoteAddress ?? '',
  });
  try {
    return anonymizeIp(clientAddress(headers, trustedProxyCount(process.env.TRUSTED_PROXY), true));
  } catch {
    return '';
  }
}

function outcomeOf(request: IncomingMessage, response: ServerResponse): RequestOutcome {
  const meta = (request as unknown as Record<symbol, NextRequestMeta | undefined>)[NEXT_REQUEST_META];
  const cache = response.getHeader('x-nextjs-cache');
  return {
    status: response.statusCode,
    route: text(meta?.match?.definition?.pathname),
    rewrite: text(meta?.rewrittenPathname),
    cache: typeof cache === 'string' ? cache : null,
    client: clientOf(request),
    aborted: !response.writableFinished,
  };
}

/** Called once from the server's instrumentation, before the first request. */
export function installRequestHook(): void {
  if (installedBeforeNext(HOOKED)) return;
  enableRequestLog(requestLogFormat());
  installBeforeNext(HOOKED, (request, response, next) => {
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
    const finish = () => {
      if (!context.logged) writeRequestLine(context, outcomeOf(request, response));
    };
    response.once('finish', finish);
    response.once('close', finish);
    return runInRequest(context, next);
  });
}
