// Reading the Cookie header and writing Set-Cookie lines.
import type { IncomingMessage } from 'node:http';

export function readCookie(request: IncomingMessage, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

export interface CookieOptions {
  domain?: string | null;
  path: string;
  maxAge: number;
  secure: boolean;
  sameSite: 'Lax' | 'Strict';
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    options.domain ? `Domain=${options.domain}` : null,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    options.maxAge <= 0 ? 'Expires=Thu, 01 Jan 1970 00:00:00 GMT' : null,
    'HttpOnly',
    options.secure ? 'Secure' : null,
    `SameSite=${options.sameSite}`,
  ]
    .filter(Boolean)
    .join('; ');
}
