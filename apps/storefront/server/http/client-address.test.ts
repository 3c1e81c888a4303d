import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyCount } from './client-address';
import { PEER_ADDRESS_HEADER } from './peer-address';

const headers = (values: Record<string, string>) => new Headers(values);

describe('the client address comes from a forwarding header only when TRUSTED_PROXY says so', () => {
  it('reads TRUSTED_PROXY as a number of proxies', () => {
    expect(trustedProxyCount(undefined)).toBe(0);
    expect(trustedProxyCount('')).toBe(0);
    expect(trustedProxyCount('false')).toBe(0);
    expect(trustedProxyCount('true')).toBe(1);
    expect(trustedProxyCount('2')).toBe(2);
    expect(() => trustedProxyCount('yes')).toThrow('TRUSTED_PROXY must be a number');
  });

  it('without a trusted proxy, ignores X-Forwarded-For and takes the connection peer', () => {
    const request = headers({ 'x-forwarded-for': '203.0.113.9', [PEER_ADDRESS_HEADER]: '192.0.2.1' });
    expect(clientAddress(request, 0, true)).toBe('192.0.2.1');
  });

  it('ignores a peer header the server did not stamp itself', () => {
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: '192.0.2.1' }), 0, false)).toBe('unknown');
  });

  it('with one proxy, takes the entry it appended, not what the client wrote before it', () => {
    const request = headers({
      'x-forwarded-for': '10.9.9.9, 203.0.113.9',
      [PEER_ADDRESS_HEADER]: '10.0.0.2',
    });
    expect(clientAddress(request, 1, true)).toBe('203.0.113.9');
  });

  it('with two proxies, skips the inner one', () => {
    const request = headers({ 'x-forwarded-for': '10.9.9.9, 203.0.113.9, 10.0.0.5' });
    expect(clientAddress(request, 2, true)).toBe('203.0.113.9');
  });

  it('falls back to the peer when the proxy sent no header', () => {
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: '10.0.0.2' }), 1, true)).toBe('10.0.0.2');
  });
});
