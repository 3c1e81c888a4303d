// Small HTTP helpers shared by the server and the test hooks.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY = 1024 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The request's URL. A path is read as a path even when it starts with `//` (which `new URL(path, base)` takes
 * for a host); a target that is no URL at all is a 400.
 */
export function requestUrl(request: IncomingMessage): URL {
  const target = request.url ?? '/';
  try {
    return new URL(target.startsWith('/') ? `http://sandbox.invalid${target}` : target);
  } catch {
    throw new HttpError(400, 'Malformed request target');
  }
}

/** A percent-decoded path segment or id; `null` when its encoding is broken (`%ff`, `%E0%A4%A`). */
export function decodeSegment(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The rest of a request's body, read and dropped. An answer sent while the client is still sending (a 404, 405 or
 * 413 before the body is in) would otherwise close the connection under it, and the reset can overtake the answer.
 */
export function drainBody(request: IncomingMessage): Promise<void> {
  if (request.complete || request.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    request.once('end', resolve);
    request.once('close', resolve);
    request.once('error', () => resolve());
    request.resume();
  });
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) {
        chunks.push(chunk);
        return;
      }
      request.off('data', onData);
      chunks.length = 0;
      drainBody(request).then(() => reject(new HttpError(413, 'Request body too large')));
    };
    request.on('data', onData);
    request.on('end', () => {
      if (size <= MAX_BODY) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    // The client went away before its body arrived: nobody to answer, nothing went wrong here.
    request.on('error', () => reject(new HttpError(400, 'The request ended before its body arrived')));
  });
}

/** Whether a parsed JSON value holds a string with a NUL anywhere, in a key or a value (walked without recursion: bodies nest deep). */
function holdsNul(body: unknown): boolean {
  const pending = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(inner);
      }
    }
  }
  return false;
}

/**
 * A request's JSON body. A string with a NUL is refused with 400, as the services the sandbox stands in for refuse
 * it (their databases cannot store one); `nul: 'keep'` leaves it to endpoints with a rule of their own (the shop
 * API's string arguments, the content service's search phrases).
 */
export function parseJsonBody(text: string, { nul = 'refuse' }: { nul?: 'refuse' | 'keep' } = {}): unknown {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Malformed JSON in request body');
  }
  if (nul === 'refuse' && holdsNul(body))
    throw new HttpError(400, 'Strings in the request body cannot hold NUL');
  return body;
}

export function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers':
      request.headers['access-control-request-headers'] ??
      'Content-Type, Accept, X-Shopify-Storefront-Access-Token, X-SDK-Variant, X-SDK-Version, X-SDK-Variant-Source',
    'access-control-max-age': '86400',
    'access-control-expose-headers': 'X-Request-ID, X-Shopify-API-Version',
  };
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(text);
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

export function originOf(request: IncomingMessage): string {
  const host = request.headers.host ?? 'localhost';
  const tls = 'encrypted' in request.socket && request.socket.encrypted === true;
  const proto = tls || request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${proto}://${host}`;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Text for an HTML page the sandbox writes itself (checkout, the account service): escaped for text and attributes. */
export function escapeHtml(text: unknown): string {
  return String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
