import {
  type Cart,
  createMemoryStorage,
  createShopAdapter,
  createShopClient,
  type EventBus,
} from '@shop/shop-client';
import { describe, expect, it } from 'vitest';
import { createLazyShopAdapter } from './lazy-adapter.js';
import { sandboxUrl, TOKEN, variantsForSale } from './sandbox-fixtures.js';
import { createSession } from './session.js';

/** A lazy adapter over the sandbox that counts how often it loaded the real one. */
function lazyOverSandbox(storage = createMemoryStorage(), fail = 0) {
  let failures = fail;
  const loads = { count: 0 };
  const adapter = createLazyShopAdapter({
    storage,
    load: async (events: EventBus) => {
      loads.count++;
      if (failures-- > 0) throw new Error('chunk failed to load');
      const client = createShopClient({
        storefrontDomain: sandboxUrl(),
        accessToken: TOKEN,
        country: 'DE',
        language: 'DE',
      });
      return createShopAdapter({ client, storage, events });
    },
  });
  return { adapter, loads, storage };
}

describe('createLazyShopAdapter', () => {
  it('starts a session with nothing stored without loading the shop client', async () => {
    const { adapter, loads } = lazyOverSandbox();
    const session = createSession({ adapter });
    await session.start();
    expect(session.state).toMatchObject({ ready: true, cart: null, user: null });
    expect(loads.count).toBe(0);
  });

  it('loads the client once on the first add; listeners subscribed before hear the new cart', async () => {
    const [variant] = await variantsForSale(1);
    const { adapter, loads, storage } = lazyOverSandbox();
    const heard: Cart[] = [];
    adapter.events.on('cart:add-item', (cart) => heard.push(cart));
    const added = await adapter.cart.addItem({ merchandiseId: variant as string, quantity: 2 });
    expect(added.error).toBeUndefined();
    expect(heard.map((cart) => cart.id)).toEqual([added.data?.id]);
    expect(storage.getCartRef()?.id).toBe(added.data?.id);

    const reloaded = await adapter.cart.getCart({});
    expect(reloaded.data?.lines.map((line) => [line.merchandiseId, line.quantity])).toEqual([[variant, 2]]);
    expect(loads.count).toBe(1);
  });

  it('reads a stored cart from the backend at start', async () => {
    const [variant] = await variantsForSale(1);
    const first = lazyOverSandbox();
    const added = await first.adapter.cart.addItem({ merchandiseId: variant as string, quantity: 1 });

    const { adapter, loads } = lazyOverSandbox(first.storage);
    const session = createSession({ adapter });
    await session.start();
    expect(session.state.cart?.id).toBe(added.data?.id);
    expect(loads.count).toBe(1);
  });

  it('answers a client that failed to load as a network error, and loads again on the next call', async () => {
    const [variant] = await variantsForSale(1);
    const { adapter, loads } = lazyOverSandbox(undefined, 1);
    const failed = await adapter.cart.addItem({ merchandiseId: variant as string, quantity: 1 });
    expect(failed.error?.kind).toBe('network');
    const retried = await adapter.cart.addItem({ merchandiseId: variant as string, quantity: 1 });
    expect(retried.data?.lines).toHaveLength(1);
    expect(loads.count).toBe(2);
  });
});
