// Multipass as Shopify defines it: SHA-256 of the secret gives the AES-128-CBC key (first 16 bytes) and the
// HMAC-SHA256 key (last 16); the token is URL-safe base64 of IV, ciphertext and the signature of both.
import { createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Shopify: "Multipass tokens are only valid for 15 minutes and can only be used once." */
export const MULTIPASS_LIFETIME_SECONDS = 15 * 60;
/** A `created_at` this far ahead of the sandbox's clock still counts (the caller's clock may run fast). */
const CLOCK_SKEW_SECONDS = 60;

const BLOCK = 16;
const SIGNATURE = 32;
const URL_SAFE_BASE64 = /^[A-Za-z0-9_-]+={0,2}$/;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** The customer data a valid token carries (Shopify's snake_case fields; only these are used). */
export interface MultipassCustomer {
  email: string;
  createdAt: Date;
  firstName: string | null;
  lastName: string | null;
}

export type MultipassVerdict =
  | { ok: true; customer: MultipassCustomer }
  | { ok: false; reason: 'malformed' | 'signature' | 'payload' | 'expired' };

function keysOf(secret: string) {
  const material = createHash('sha256').update(secret, 'utf8').digest();
  return { encryption: material.subarray(0, BLOCK), signing: material.subarray(BLOCK, 2 * BLOCK) };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Checks a token's signature, decrypts it and reads the customer; any doubt is a refusal with its reason. */
export function openMultipassToken(token: string, secret: string, now = Date.now()): MultipassVerdict {
  if (!URL_SAFE_BASE64.test(token)) return { ok: false, reason: 'malformed' };
  const bytes = Buffer.from(token, 'base64url');
  const cipherLength = bytes.length - BLOCK - SIGNATURE;
  if (cipherLength < BLOCK || cipherLength % BLOCK !== 0) return { ok: false, reason: 'malformed' };
  const keys = keysOf(secret);
  const signed = bytes.subarray(0, bytes.length - SIGNATURE);
  const expected = createHmac('sha256', keys.signing).update(signed).digest();
  if (!timingSafeEqual(expected, bytes.subarray(bytes.length - SIGNATURE)))
    return { ok: false, reason: 'signature' };
  let data: Record<string, unknown>;
  try {
    const decipher = createDecipheriv('aes-128-cbc', keys.encryption, signed.subarray(0, BLOCK));
    const plain = Buffer.concat([decipher.update(signed.subarray(BLOCK)), decipher.final()]);
    data = JSON.parse(plain.toString('utf8'));
  } catch {
    return { ok: false, reason: 'payload' };
  }
  const email = text(data?.email)?.toLowerCase();
  const createdAt = new Date(typeof data?.created_at === 'string' ? data.created_at : Number.NaN);
  if (!email || !EMAIL.test(email) || Number.isNaN(createdAt.getTime()))
    return { ok: false, reason: 'payload' };
  const age = (now - createdAt.getTime()) / 1000;
  if (age > MULTIPASS_LIFETIME_SECONDS || age < -CLOCK_SKEW_SECONDS) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    customer: { email, createdAt, firstName: text(data.first_name), lastName: text(data.last_name) },
  };
}
