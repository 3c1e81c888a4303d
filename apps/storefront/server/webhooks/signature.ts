// Webhooks are signed as Shopify signs them: an HMAC-SHA256 of the raw body with a shared secret, base64, in a
// header. The shop backend's and the content service's secrets default to the sandbox's only while the storefront
// talks to the sandbox; pointed at real services, a missing secret turns the webhook off.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signBody(body: Uint8Array | string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

export function hasValidSignature(body: Uint8Array, signature: string | null, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signBody(body, secret), 'base64');
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface WebhookSecretSetting {
  variable: 'SHOP_WEBHOOK_SECRET' | 'CONTENT_REVALIDATE_SECRET';
  /** The variable pointing at the service; unset means the sandbox. */
  service: 'SHOP_STOREFRONT_DOMAIN' | 'CONTENT_SERVICE_URL';
  sandboxDefault: string;
}

export const SHOP_WEBHOOK_SECRET: WebhookSecretSetting = {
  variable: 'SHOP_WEBHOOK_SECRET',
  service: 'SHOP_STOREFRONT_DOMAIN',
  sandboxDefault: 'sandbox-webhook-secret',
};

export const CONTENT_REVALIDATE_SECRET: WebhookSecretSetting = {
  variable: 'CONTENT_REVALIDATE_SECRET',
  service: 'CONTENT_SERVICE_URL',
  sandboxDefault: 'sandbox-revalidate-secret',
};

/** The secret, or undefined when none is configured for a real service. */
export function webhookSecret(
  setting: WebhookSecretSetting,
  env: Readonly<Record<string, string | undefined>> = process.env,
): string | undefined {
  return env[setting.variable] || (env[setting.service] ? undefined : setting.sandboxDefault);
}
