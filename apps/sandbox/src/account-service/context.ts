// What every handler of the wing shares, and reading a request the way the service sees it.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database';
import type { CustomerRow } from '../stores/customers';
import type { AccountServiceConfig } from './config';
import { ACCOUNT_SERVICE_BASE } from './config';
import { readCookie } from './cookies';
import type { SigningKeys } from './keys';
import type { RateLimiter } from './rate-limit';
import { type SessionRow, sessionOfBrowser } from './sessions';
import { sessionOfToken } from './tokens';

export const SESSION_COOKIE = 'account_session';
export const CSRF_COOKIE = 'account_csrf';
export const ACCESS_TOKEN_COOKIE = 'access_token';

export interface ServiceContext {
  db: Db;
  keys: SigningKeys;
  config: AccountServiceConfig;
  /** Sign-in and registration posts per client address. */
  posts: RateLimiter;
  /** Failed sign-ins per client address and email. */
  failures: RateLimiter;
}

export interface Signed {
  session: SessionRow;
  customer: CustomerRow;
}

/** The service's public origin: configured, else as the request reached it. */
export function serviceOrigin(context: ServiceContext, request: IncomingMessage): URL {
  if (context.config.publicUrl) return new URL(context.config.publicUrl);
  const forwardedHost = request.headers['x-forwarded-host'];
  const host = (typeof forwardedHost === 'string' && forwardedHost) || request.headers.host || 'localhost';
  const proto = request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  try {
    return new URL(`${proto}://${host.split(',')[0]?.trim()}`);
  } catch {
    return new URL('http://localhost');
  }
}

/** The base URL of the service's paths as the outside sees it (`SANDBOX_ACCOUNT_PUBLIC_URL`, else the request's). */
export const serviceBaseUrl = (context: ServiceContext, request: IncomingMessage) =>
  context.config.publicUrl ?? `${serviceOrigin(context, request).origin}${ACCOUNT_SERVICE_BASE}`;

export const isSecure = (context: ServiceContext, request: IncomingMessage) =>
  serviceOrigin(context, request).protocol === 'https:';

export function bearerToken(request: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? (match[1] as string) : null;
}

/** The signed-in customer from a Bearer token or the access_token cookie, optionally also the service cookie. */
export async function signedIn(
  context: ServiceContext,
  request: IncomingMessage,
  options: { serviceCookie: boolean },
): Promise<Signed | null> {
  const bearer = bearerToken(request);
  if (bearer) return sessionOfToken(context.db, context.keys, context.config, bearer);
  const cookieToken = readCookie(request, ACCESS_TOKEN_COOKIE);
  if (cookieToken) {
    const signed = await sessionOfToken(context.db, context.keys, context.config, cookieToken);
    if (signed) return signed;
  }
  if (!options.serviceCookie) return null;
  const browser = readCookie(request, SESSION_COOKIE);
  return browser ? sessionOfBrowser(context.db, browser) : null;
}

export function clientAddress(request: IncomingMessage): string {
  return request.socket.remoteAddress ?? 'unknown';
}

export function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string | string[]> = {},
): number {
  response.writeHead(status, { 'content-type': contentType, ...headers });
  response.end(body);
  return status;
}

export const sendPage = (
  response: ServerResponse,
  status: number,
  html: string,
  headers: Record<string, string | string[]> = {},
) =>
  send(response, status, 'text/html; charset=utf-8', html, {
    'cache-control': 'private, no-store',
    'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    ...headers,
  });

export const sendJsonBody = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | string[]> = {},
) => send(response, status, 'application/json; charset=utf-8', JSON.stringify(body), headers);

export function redirect(
  response: ServerResponse,
  location: string,
  headers: Record<string, string | string[]> = {},
): number {
  response.writeHead(303, { location, 'cache-control': 'no-store', ...headers });
  response.end();
  return 303;
}
