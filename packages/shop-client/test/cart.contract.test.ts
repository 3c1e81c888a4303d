import { describe, expect, it } from 'vitest';
import { createMemoryStorage, isShortOfStock, quantityInCart, totalPriceInCart } from '../src/index.js';
import {
  adapterFor,
  clientFor,
  sandboxUrl,
  storefront,
  variantOutOfStock,
  variantsForSale,
} from './fixtures.js';

describe('without a stored cart id a new cart is created by the first add and its id is stored', () => {
  it('getCart answers no cart and sends nothing to the backend', async () => {
    const { adapter, storage, operations } = adapterFor();
    const { data, error } = await adapter.cart.getCart({});
    expect(error).toBeUndefined();
    expect(data).toBeNull();
    expect(storage.getCartRef()).toBeNull();
    expect(operations()).toEqual([]);
  });

  it('the first add creates the cart with the line and stores its id with its context', async () => {
    const { adapter, storage, operations, names } = adapterFor();
    await adapter.cart.getCart({});
    const [variant] = await variantsForSale(1);
    const { data, error } = await adapter.cart.addItem({ merchandiseId: variant as string, quantity: 2 });
    expect(error).toBeUndefined();
    expect(data?.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(data?.lines.map((line) => [line.merchandiseId, line.quantity])).toEqual([[variant, 2]]);
    expect(storage.getCartRef()).toEqual({ id: data?.id, country: 'DE', language: 'DE' });
    expect(operations()).toEqual(['cartCreate']);
    expect(names()).toEqual(['cart:add-item']);
  });

  it('a quantity change or removal without a cart is a cart-not-found error and creates nothing', async () => {
    const { adapter, operations, names } = adapterFor();
    const updated = await adapter.cart.updateItem({ id: 'gid://shopify/CartLine/1', quantity: 2 });
    const removed = await adapter.cart.removeItem({ lineItemIds: ['gid://shopify/CartLine/1'] });
    expect([updated.error?.kind, removed.error?.kind]).toEqual(['cart-not-found', 'cart-not-found']);
    expect(operations()).toEqual([]);
    expect(names()).toEqual([]);
  });

  it('reads the stored cart back on the next start', async () => {
    const storage = createMemoryStorage();
    const first = adapterFor({ storage });
    const [variant] = await variantsForSale(1);
    const added = await first.adapter.cart.addItem({ merchandiseId: variant as string, quantity: 2 });
    const again = await adapterFor({ storage }).adapter.cart.getCart({});
    expect(again.data?.id).toBe(added.data?.id);
    expect(quantityInCart(again.data)).toBe(2);
  });
});

describe('adds, removals and updates act on the cart and each emits an event with the new lines', () => {
  it('add, update, remove: the events, their order and their payloads', async () => {
    const { adapter, seen, names } = adapterFor();
    const [first, second] = await variantsForSale(2);
    const added = await adapter.cart.addItem({
      merchandiseId: first as string,
      quantity: 1,
      attributes: { _url: '/de/p/x/', _strikethrough_price: '' },
    });
    expect(added.error).toBeUndefined();
    expect(added.data?.lines[0]?.attributes).toEqual({ _url: '/de/p/x/' });
    expect(added.data?.checkoutUrl.startsWith(sandboxUrl())).toBe(true);

    const more = await adapter.cart.addItem([{ merchandiseId: second as string, quantity: 3 }]);
    expect(more.data?.lines).toHaveLength(2);
    const line = more.data?.lines.find((l) => l.merchandiseId === second);
    expect(line?.price.currency).toBe('EUR');
    expect(totalPriceInCart(more.data)).toBeCloseTo(more.data?.subtotal.amount ?? -1, 2);

    const updated = await adapter.cart.updateItem({ id: line?.id as string, quantity: 1 });
    expect(updated.data?.lines.find((l) => l.id === line?.id)?.quantity).toBe(1);

    const removed = await adapter.cart.removeItem({ lineItemIds: [line?.id as string] });
    expect(removed.data?.lines.map((l) => l.merchandiseId)).toEqual([first]);

    expect(names()).toEqual(['cart:add-item', 'cart:add-item', 'cart:update-item', 'cart:remove-item']);
    expect(seen.at(-1)?.payload).toEqual(removed.data);
  });

  it('the same merchandise with the same attributes merges into one line', async () => {
    const { adapter } = adapterFor();
    const [variant] = await variantsForSale(1);
    await adapter.cart.addItem({ merchandiseId: variant as string, quantity: 1 });
    const again = await adapter.cart.addItem({ merchandiseId: variant as string, quantity: 2 });
    expect(again.data?.lines).toHaveLength(1);
    expect(again.data?.lines[0]?.quantity).toBe(3);
  });
});

describe('a failed call leaves the cart as it was and emits nothing', () => {
  it('an unknown variant is an error with field and code, no event', async () => {
    const { adapter, names } = adapterFor();
    await adapter.cart.getCart({});
    const result = await adapter.cart.addItem({
      merchandiseId: 'gid://shopify/ProductVariant/999999999',
      quantity: 1,
    });
    expect(result.data).toBeUndefined();
    expect(result.error?.message).toBeTruthy();
    expect(result.error?.errors[0]?.code).toBeTruthy();
    expect(names()).toEqual([]);
  });

  it('an unreachable backend is a network error, never a rejection', async () => {
    const { createShopAdapter, createShopClient } = await import('../src/index.js');
    const adapter = createShopAdapter({
      client: createShopClient({
        storefrontDomain: 'http://127.0.0.1:9',
        accessToken: 'x',
        country: 'DE',
        language: 'DE',
      }),
      storage: createMemoryStorage(),
    });
    const result = await adapter.cart.addItem({
      merchandiseId: 'gid://shopify/ProductVariant/1',
      quantity: 1,
    });
    expect(result.error?.kind).toBe('network');
  });
});

describe('more than the stock: the backend caps the quantity and says so in a warning', () => {
  it('returns the capped cart with a not-enough-stock warning', async () => {
    const { adapter } = adapterFor();
    const [variant] = await variantsForSale(1);
    const { node } = await storefront<{ node: { quantityAvailable: number } }>(
      'query ($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable } } }',
      { id: variant },
    );
    const result = await adapter.cart.addItem({
      merchandiseId: variant as string,
      quantity: node.quantityAvailable + 5,
    });
    expect(result.error).toBeUndefined();
    expect(result.data?.lines[0]?.quantity).toBe(node.quantityAvailable);
    expect(result.warnings?.map((warning) => warning.code)).toEqual(['MERCHANDISE_NOT_ENOUGH_STOCK']);
    expect(isShortOfStock(result)).toBe(true);
  });

  it('a capped add is a change of the cart, not an add: it emits cart:update-item with the cart held', async () => {
    const { adapter, names } = adapterFor();
    const result = await adapter.cart.addItem({ merchandiseId: await variantOutOfStock(), quantity: 1 });
    expect(result.error).toBeUndefined();
    expect(result.data?.lines).toEqual([]);
    expect(result.warnings?.map((warning) => warning.code)).toEqual(['MERCHANDISE_OUT_OF_STOCK']);
    expect(names()).toEqual(['cart:update-item']);
  });
});

describe('a cart survives a failed call', () => {
  it('a backend failure during add-to-cart is an error; the stored cart keeps its lines', async () => {
    const { adapter, names } = adapterFor();
    const [variant, other] = await variantsForSale(2);
    const before = await adapter.cart.addItem({ merchandiseId: variant as string, quantity: 1 });
    const injected = await fetch(`${sandboxUrl()}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ operation: 'cartLinesAdd', status: 500, times: 1 }),
    });
    expect(injected.status).toBe(201);
    const failed = await adapter.cart.addItem({ merchandiseId: other as string, quantity: 1 });
    expect(failed.error?.kind).toBe('backend');
    expect(names()).toEqual(['cart:add-item']);
    const after = await adapter.cart.getCart({});
    expect(after.data?.lines).toEqual(before.data?.lines);
  });
});

describe('a missing remote cart is recreated empty: it reads as no cart, and the next add creates one', () => {
  it('on read: no cart, the stored id is dropped, nothing is created', async () => {
    const storage = createMemoryStorage({
      cart: { id: 'gid://shopify/Cart/gone?key=nope', country: 'DE', language: 'DE' },
    });
    const { adapter, operations } = adapterFor({ storage });
    const { data, error } = await adapter.cart.getCart({});
    expect(error).toBeUndefined();
    expect(data).toBeNull();
    expect(storage.getCartRef()).toBeNull();
    expect(operations()).toEqual(['cart']);
  });

  it('on read, a failure other than a missing cart keeps the stored id for the next start', async () => {
    const ref = { id: 'gid://shopify/Cart/kept?key=1', country: 'DE', language: 'DE' };
    const storage = createMemoryStorage({ cart: ref });
    const injected = await fetch(`${sandboxUrl()}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ operation: 'cart', status: 500, times: 1 }),
    });
    expect(injected.status).toBe(201);
    const { data, error } = await adapterFor({ storage }).adapter.cart.getCart({});
    expect(error?.kind).toBe('backend');
    expect(data).toBeUndefined();
    expect(storage.getCartRef()).toEqual(ref);
  });

  it('on add, with the line to add', async () => {
    const storage = createMemoryStorage({
      cart: { id: 'gid://shopify/Cart/gone?key=nope', country: 'DE', language: 'DE' },
    });
    const { adapter, names } = adapterFor({ storage });
    const [variant] = await variantsForSale(1);
    const { data } = await adapter.cart.addItem({ merchandiseId: variant as string, quantity: 1 });
    expect(data?.lines.map((line) => line.merchandiseId)).toEqual([variant]);
    expect(names()).toEqual(['cart:add-item']);
  });

  it('on a quantity change or removal: the change fails, the session hears an empty cart, the next add creates one', async () => {
    // A cart that existed at the start of the visit and is gone remotely since (the page still shows its lines).
    const storage = createMemoryStorage();
    const [variant] = await variantsForSale(1);
    const first = await adapterFor({ storage }).adapter.cart.addItem({
      merchandiseId: variant as string,
      quantity: 1,
    });
    const line = first.data?.lines[0]?.id as string;
    for (const change of ['update', 'remove'] as const) {
      storage.setCartRef({ id: 'gid://shopify/Cart/gone?key=nope', country: 'DE', language: 'DE' });
      const { adapter, seen, operations } = adapterFor({ storage });
      const result =
        change === 'update'
          ? await adapter.cart.updateItem({ id: line, quantity: 2 })
          : await adapter.cart.removeItem({ lineItemIds: [line] });
      expect(result.error?.kind).toBe('cart-not-found');
      expect(seen).toEqual([{ event: `cart:${change}-item`, payload: null }]);
      expect(storage.getCartRef()).toBeNull();
      expect(operations()).toEqual([change === 'update' ? 'cartLinesUpdate' : 'cartLinesRemove']);
    }
    const { adapter, operations } = adapterFor({ storage });
    const added = await adapter.cart.addItem({ merchandiseId: variant as string, quantity: 1 });
    expect(added.data?.lines).toHaveLength(1);
    expect(operations()).toEqual(['cartCreate']);
  });
});

describe('when the checkout country or language differs, the lines are re-validated and the cart recreated', () => {
  it('moves lines for sale to a new cart in the new context (prices in the new currency)', async () => {
    const storage = createMemoryStorage();
    const [variant] = await variantsForSale(1);
    const de = adapterFor({ storage });
    const original = await de.adapter.cart.addItem({
      merchandiseId: variant as string,
      quantity: 2,
      attributes: { _id: '1' },
    });
    expect(original.data?.subtotal.currency).toBe('EUR');

    const pl = adapterFor({ storage, country: 'PL', language: 'PL' });
    const moved = await pl.adapter.cart.getCart({});
    expect(moved.data?.id).not.toBe(original.data?.id);
    expect(moved.data?.lines.map((line) => [line.merchandiseId, line.quantity, line.attributes])).toEqual([
      [variant, 2, { _id: '1' }],
    ]);
    expect(moved.data?.subtotal.currency).toBe('PLN');
    expect(storage.getCartRef()).toMatchObject({ id: moved.data?.id, country: 'PL', language: 'PL' });
  });

  it("reapplies the lines with the current product data the shop gives (the new edition's titles and pages)", async () => {
    const storage = createMemoryStorage();
    const [variant, gone] = await variantsForSale(2);
    await adapterFor({ storage }).adapter.cart.addItem([
      {
        merchandiseId: variant as string,
        quantity: 2,
        attributes: { _id: '1', _title: 'Waage', _url: '/de/p/1/' },
      },
      { merchandiseId: gone as string, quantity: 1, attributes: { _id: '2', _title: 'Lampe' } },
    ]);
    const asked: string[][] = [];
    const pl = adapterFor({
      storage,
      country: 'PL',
      language: 'PL',
      // The shop's product data in the new edition: the second product is not sold there.
      currentLines: async (lines) => {
        asked.push(lines.map((line) => line.merchandiseId));
        return lines
          .filter((line) => line.merchandiseId === variant)
          .map((line) => ({
            merchandiseId: line.merchandiseId,
            quantity: line.quantity,
            attributes: { _id: '1', _title: 'Waga', _url: '/pl/p/1/' },
          }));
      },
    });
    const moved = await pl.adapter.cart.getCart({});
    expect(asked).toEqual([[variant, gone]]);
    expect(moved.data?.lines.map((line) => [line.merchandiseId, line.quantity, line.attributes])).toEqual([
      [variant, 2, { _id: '1', _title: 'Waga', _url: '/pl/p/1/' }],
    ]);
    expect(storage.getCartRef()).toMatchObject({ id: moved.data?.id, country: 'PL', language: 'PL' });
  });

  it('without current product data the lines still move, with only the attributes every edition shares', async () => {
    const storage = createMemoryStorage();
    const [variant] = await variantsForSale(1);
    await adapterFor({ storage }).adapter.cart.addItem({
      merchandiseId: variant as string,
      quantity: 2,
      attributes: { _id: '1', _title: 'Waage', _url: '/de/p/1/', _recycling_class: 'B' },
    });
    const pl = adapterFor({
      storage,
      country: 'PL',
      language: 'PL',
      currentLines: async () => {
        throw new Error('The product lookup answered 502');
      },
    });
    const moved = await pl.adapter.cart.getCart({});
    expect(moved.error).toBeUndefined();
    expect(moved.data?.lines.map((line) => [line.merchandiseId, line.quantity, line.attributes])).toEqual([
      [variant, 2, { _id: '1', _recycling_class: 'B' }],
    ]);
    expect(moved.data?.subtotal.currency).toBe('PLN');
    expect(storage.getCartRef()).toMatchObject({ id: moved.data?.id, country: 'PL', language: 'PL' });
  });

  it('a cart with no line left to move is dropped, not recreated', async () => {
    const emptyCart = await clientFor().cart.create([]);
    const storage = createMemoryStorage({
      cart: { id: emptyCart.data?.id as string, country: 'DE', language: 'DE' },
    });
    const pl = adapterFor({ storage, country: 'PL', language: 'PL' });
    const { data, error } = await pl.adapter.cart.getCart({});
    expect(error).toBeUndefined();
    expect(data).toBeNull();
    expect(storage.getCartRef()).toBeNull();
    expect(pl.operations()).toEqual(['cart']);
  });

  it('drops a line that is no longer in stock', async () => {
    const storage = createMemoryStorage();
    const [kept, soldOut] = await variantsForSale(2);
    const de = adapterFor({ storage });
    await de.adapter.cart.addItem([
      { merchandiseId: kept as string, quantity: 1 },
      { merchandiseId: soldOut as string, quantity: 1 },
    ]);
    await buyAllStock(soldOut as string);

    const gb = adapterFor({ storage, country: 'GB', language: 'EN' });
    const moved = await gb.adapter.cart.getCart({});
    expect(moved.data?.lines.map((line) => line.merchandiseId)).toEqual([kept]);
    expect(moved.data?.subtotal.currency).toBe('GBP');
  });
});

/** Another shopper buys every unit of a variant through the sandbox's checkout. */
async function buyAllStock(variantId: string) {
  const client = clientFor();
  const stock = await (await import('./fixtures.js')).storefront<{ node: { quantityAvailable: number } }>(
    'query ($id: ID!) { node(id: $id) { ... on ProductVariant { quantityAvailable } } }',
    { id: variantId },
  );
  const cart = await client.cart.create([
    { merchandiseId: variantId, quantity: stock.node.quantityAvailable },
  ]);
  if (!cart.data) throw new Error(`Could not create the buying cart: ${cart.error?.message}`);
  const form = new URLSearchParams({
    email: 'other@example.com',
    firstName: 'Other',
    lastName: 'Shopper',
    address1: 'Hauptstr. 1',
    zip: '10115',
    city: 'Berlin',
    countryCode: 'DE',
  });
  const response = await fetch(cart.data.checkoutUrl, { method: 'POST', body: form, redirect: 'manual' });
  if (response.status >= 400)
    throw new Error(`Checkout failed with ${response.status}: ${await response.text()}`);
}
