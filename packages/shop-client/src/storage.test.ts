import { describe, expect, it } from 'vitest';
import { createEventBus } from './events.js';
import { createMemoryStorage, isTokenValid } from './storage.js';

describe('a token past expiry counts as no session', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it.each([
    [{ accessToken: 't', expiresAt: '2026-11-22T12:00:01Z' }, true],
    [{ accessToken: 't', expiresAt: '2026-11-22T12:00:00Z' }, false],
    [{ accessToken: 't', expiresAt: 'not a date' }, false],
    [{ accessToken: '', expiresAt: '2030-01-01T00:00:00Z' }, false],
    [null, false],
  ])('%j → %s', (token, valid) => {
    expect(isTokenValid(token, now)).toBe(valid);
  });
});

describe('memory storage keeps the cart reference and the customer token', () => {
  it('stores and clears', () => {
    const storage = createMemoryStorage();
    storage.setCartRef({ id: 'c', country: 'DE', language: 'DE' });
    storage.setCustomerToken({ accessToken: 't', expiresAt: 'x' });
    expect(storage.getCartRef()?.id).toBe('c');
    storage.setCustomerToken(null);
    expect(storage.getCustomerToken()).toBeNull();
  });
});

describe('the event bus', () => {
  it('delivers to every handler, survives a throwing one, and unsubscribes', () => {
    const bus = createEventBus();
    const seen: unknown[] = [];
    const off = bus.on('user:logout', () => seen.push('a'));
    bus.on('user:logout', () => {
      throw new Error('boom');
    });
    bus.on('user:logout', (payload) => seen.push(payload));
    const error = console.error;
    console.error = () => {};
    bus.emit('user:logout', null);
    off();
    bus.emit('user:logout', null);
    console.error = error;
    expect(seen).toEqual(['a', null, null]);
  });
});
