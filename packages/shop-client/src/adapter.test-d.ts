import { describe, expectTypeOf, it } from 'vitest';
import {
  type Cart,
  createEventBus,
  createMemoryStorage,
  createShopAdapter,
  createShopClient,
  type SessionUser,
  type ShopResult,
} from './index.js';

const adapter = createShopAdapter({
  client: createShopClient({ storefrontDomain: 'http://x', accessToken: 't', country: 'DE', language: 'DE' }),
  storage: createMemoryStorage(),
});

describe('the adapter contract in types', () => {
  it('every cart change resolves to ShopResult<Cart>; getCart to null while there is no cart', () => {
    expectTypeOf(adapter.cart.getCart).returns.resolves.toEqualTypeOf<ShopResult<Cart | null>>();
    expectTypeOf(adapter.cart.addItem).returns.resolves.toEqualTypeOf<ShopResult<Cart>>();
    expectTypeOf(adapter.cart.removeItem).parameter(0).toEqualTypeOf<{ lineItemIds: string[] }>();
    expectTypeOf(adapter.cart.updateItem).returns.resolves.toEqualTypeOf<ShopResult<Cart>>();
  });

  it('the browser’s adapter is the cart and the events: the user is the storefront server’s to sign in', () => {
    expectTypeOf(adapter).toEqualTypeOf<{ cart: typeof adapter.cart; events: typeof adapter.events }>();
  });

  it('data and error are optional, raw is always there', () => {
    expectTypeOf<ShopResult<Cart>['data']>().toEqualTypeOf<Cart | undefined>();
    expectTypeOf<ShopResult<Cart>>().toHaveProperty('raw');
  });

  it('event payloads are typed by event name', () => {
    const bus = createEventBus();
    bus.on('cart:add-item', (cart) => expectTypeOf(cart).toEqualTypeOf<Cart>());
    bus.on('user:login', (user) => expectTypeOf(user).toEqualTypeOf<SessionUser>());
    bus.on('user:logout', (payload) => expectTypeOf(payload).toEqualTypeOf<null>());
    // @ts-expect-error an unknown event name is a type error
    bus.on('cart:explode', () => {});
  });
});
