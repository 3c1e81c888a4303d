import { describe, expect, it } from 'vitest';
import {
  CONTENT_REVALIDATE_SECRET,
  hasValidSignature,
  SHOP_WEBHOOK_SECRET,
  signBody,
  webhookSecret,
} from './signature';

const body = new TextEncoder().encode('{"id":1}');

describe('a webhook body is trusted only with the HMAC of its raw bytes', () => {
  it('accepts the signature made with the secret and refuses any other', () => {
    const signature = signBody(body, 'secret');
    expect(hasValidSignature(body, signature, 'secret')).toBe(true);
    expect(hasValidSignature(body, signature, 'other')).toBe(false);
    expect(hasValidSignature(new TextEncoder().encode('{"id": 1}'), signature, 'secret')).toBe(false);
    expect(hasValidSignature(body, null, 'secret')).toBe(false);
    expect(hasValidSignature(body, '', 'secret')).toBe(false);
  });
});

describe('the secrets default to the sandbox only while the storefront talks to the sandbox', () => {
  it('takes the configured secret', () => {
    expect(webhookSecret(SHOP_WEBHOOK_SECRET, { SHOP_WEBHOOK_SECRET: 'set' })).toBe('set');
  });

  it("uses the sandbox's secret when no shop backend is configured", () => {
    expect(webhookSecret(SHOP_WEBHOOK_SECRET, {})).toBe('sandbox-webhook-secret');
    expect(webhookSecret(CONTENT_REVALIDATE_SECRET, {})).toBe('sandbox-revalidate-secret');
  });

  it('has none for a real backend without a configured secret', () => {
    expect(
      webhookSecret(SHOP_WEBHOOK_SECRET, { SHOP_STOREFRONT_DOMAIN: 'https://shop.example' }),
    ).toBeUndefined();
    expect(
      webhookSecret(CONTENT_REVALIDATE_SECRET, { CONTENT_SERVICE_URL: 'https://x.makaira.io' }),
    ).toBeUndefined();
  });
});
