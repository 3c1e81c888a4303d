// Links the server mails out and later trusts (confirm, unsubscribe): the link carries what it is for, which row,
// and until when, signed with the server secret, so nothing about it needs to be stored.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'newsletter-confirm' | 'newsletter-unsubscribe';

interface LinkClaims {
  purpose: LinkPurpose;
  id: number;
  /** Seconds since the epoch; absent for links that never expire (unsubscribe). */
  expiresAt?: number;
}

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`link\0${payload}`).digest();

export function signLink(secret: string, claims: LinkClaims): string {
  const payload = Buffer.from(JSON.stringify([claims.purpose, claims.id, claims.expiresAt ?? 0])).toString(
    'base64url',
  );
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The row id a token names for this purpose, or null when it is altered, expired or for something else. */
export function verifyLink(
  secret: string,
  token: string,
  purpose: LinkPurpose,
  now = new Date(),
): number | null {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return null;
  const expected = signature(secret, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [claimedPurpose, id, expiresAt] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (claimedPurpose !== purpose || !Number.isSafeInteger(id)) return null;
    if (typeof expiresAt !== 'number' || (expiresAt !== 0 && expiresAt * 1000 < now.getTime())) return null;
    return id;
  } catch {
    return null;
  }
}
