// Multipass tokens for the shop backend, by Shopify's recipe: SHA-256 of the secret gives the AES-128-CBC key (first
// 16 bytes) and the HMAC-SHA256 key (last 16); the token is URL-safe base64 of IV, ciphertext and their signature.
import { createCipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { EditionKey, Env } from '@shop/editions';

/** The sandbox shop's public Multipass secret (apps/sandbox), used only while the shop backend is the sandbox. */
export const SANDBOX_MULTIPASS_SECRET = 'sandbox-multipass-secret';

export interface MultipassCustomer {
  email: string;
  firstName?: string;
  lastName?: string;
}

/** A token for one exchange; the backend takes it once and for 15 minutes from `now`. */
export function makeMultipassToken(
  secret: string,
  customer: MultipassCustomer,
  { now = new Date(), iv = randomBytes(16) }: { now?: Date; iv?: Buffer } = {},
): string {
  const material = createHash('sha256').update(secret, 'utf8').digest();
  const data = {
    email: customer.email,
    created_at: now.toISOString(),
    ...(customer.firstName ? { first_name: customer.firstName } : {}),
    ...(customer.lastName ? { last_name: customer.lastName } : {}),
  };
  const cipher = createCipheriv('aes-128-cbc', material.subarray(0, 16), iv);
  const body = Buffer.concat([iv, cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]);
  const signature = createHmac('sha256', material.subarray(16, 32)).update(body).digest();
  return Buffer.concat([body, signature]).toString('base64').replaceAll('+', '-').replaceAll('/', '_');
}

/**
 * The shop's Multipass secret: `SHOP_MULTIPASS_SECRET_PL`, else `SHOP_MULTIPASS_SECRET`; with neither, the sandbox's
 * while `SHOP_STOREFRONT_DOMAIN` is unset (the shop backend is the local sandbox), else none.
 */
export function multipassSecretFor(edition: EditionKey, env: Env = process.env): string | undefined {
  const read = (name: string) => env[`${name}_${edition.toUpperCase()}`]?.trim() || env[name]?.trim();
  return (
    read('SHOP_MULTIPASS_SECRET') || (read('SHOP_STOREFRONT_DOMAIN') ? undefined : SANDBOX_MULTIPASS_SECRET)
  );
}
