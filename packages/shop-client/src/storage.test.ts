import { describe, expect, it } from 'vitest';
import { createEventBus } from './events.js';
import { createMemoryStorage } from './storage.js';

describe('memory storage keeps the cart reference', () => {
  it('stores and clears', () => {
    const storage = createMemoryStorage();
    storage.setCartRef({ id: 'c', country: 'DE', language: 'DE' });
    expect(storage.getCartRef()?.id).toBe('c');
    storage.setCartRef(null);
    expect(storage.getCartRef()).toBeNull();
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
