import { createDecipheriv, createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeMultipassToken, multipassSecretFor, SANDBOX_MULTIPASS_SECRET } from './multipass';

const customer = { email: 'anna.nowak@example.com', firstName: 'Anna', lastName: 'Nowak' };
const now = new Date('2026-11-23T01:00:00.000Z');

describe('makeMultipassToken', () => {
  it('matches a known-answer vector computed with openssl (secret, IV 00…0f, the JSON Shopify reads)', () => {
    const iv = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
    expect(makeMultipassToken('multipass-test-secret', customer, { now, iv })).toBe(
      'AAECAwQFBgcICQoLDA0OD0jBINcC8llmxbpn68WpGWGLpB97VE_W1S4YtVKZoatpZtA_c2YurwsR0MhFyppVAwrVrWepIm-5GCs0xkdvoZFUrE2qg8o89IK6Pk9Gi0zkzAHdpoe3I-2H2hseRwaJ1_7mh7PeSh4H7LXwChauEJkvE3p_VpCDUai9uWc3nak6LUSrDxE5kLmZGtcL5LKVdUDSeu_F3PZHZGHzntb6CMk=',
    );
  });

  it('takes a fresh IV each time, in URL-safe base64, and leaves out names it does not have', () => {
    const first = makeMultipassToken('s', { email: 'a@example.com' }, { now });
    const second = makeMultipassToken('s', { email: 'a@example.com' }, { now });
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9_-]+=*$/);
    // Opened as the backend does: signature over IV and ciphertext, then AES-128-CBC.
    const bytes = Buffer.from(first, 'base64url');
    const material = createHash('sha256').update('s').digest();
    const body = bytes.subarray(0, -32);
    expect(createHmac('sha256', material.subarray(16)).update(body).digest()).toEqual(bytes.subarray(-32));
    const decipher = createDecipheriv('aes-128-cbc', material.subarray(0, 16), body.subarray(0, 16));
    const plain = Buffer.concat([decipher.update(body.subarray(16)), decipher.final()]).toString();
    expect(JSON.parse(plain)).toEqual({ email: 'a@example.com', created_at: '2026-11-23T01:00:00.000Z' });
  });
});

describe('multipassSecretFor', () => {
  it('reads the edition’s secret before the shared one', () => {
    const env = {
      SHOP_MULTIPASS_SECRET: 'shared',
      SHOP_MULTIPASS_SECRET_PL: 'polish',
      SHOP_STOREFRONT_DOMAIN: 'x',
    };
    expect(multipassSecretFor('pl', env)).toBe('polish');
    expect(multipassSecretFor('de', env)).toBe('shared');
  });

  it('falls back to the sandbox’s secret only while the shop backend is the sandbox', () => {
    expect(multipassSecretFor('de', {})).toBe(SANDBOX_MULTIPASS_SECRET);
    expect(multipassSecretFor('de', { SHOP_MULTIPASS_SECRET: '  ' })).toBe(SANDBOX_MULTIPASS_SECRET);
    expect(multipassSecretFor('de', { SHOP_STOREFRONT_DOMAIN: 'brand.myshopify.com' })).toBeUndefined();
    expect(multipassSecretFor('pl', { SHOP_STOREFRONT_DOMAIN_PL: 'brand-pl.myshopify.com' })).toBeUndefined();
  });
});
