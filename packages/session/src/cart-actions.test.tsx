import { type Cart, createMemoryStorage, createShopAdapter, createShopClient } from '@shop/shop-client';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { subscribe } from 'valtio/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import {
  SessionProvider,
  useAddToCart,
  useOptimisticCart,
  usePendingLineIds,
  useRemoveFromCart,
  useUpdateCartQuantity,
} from './react.js';
import {
  clearFaults,
  injectFault,
  sandboxUrl,
  TOKEN,
  variantsForSale,
  variantWithStock,
} from './sandbox-fixtures.js';
import { createSession, type Session } from './session.js';

afterEach(async () => {
  cleanup();
  await clearFaults();
});

function newSession(storage = createMemoryStorage()): Session {
  const client = createShopClient({
    storefrontDomain: sandboxUrl(),
    accessToken: TOKEN,
    country: 'DE',
    language: 'DE',
  });
  return createSession({ adapter: createShopAdapter({ client, storage }) });
}

/** A session whose stored cart holds one line of each variant, quantity 1. */
async function sessionWithCart(variants: string[]): Promise<Session> {
  const storage = createMemoryStorage();
  await newSession(storage).adapter.cart.addItem(
    variants.map((merchandiseId) => ({ merchandiseId, quantity: 1 })),
  );
  return newSession(storage);
}

/** A cart screen over the hooks: each line with its quantity, pending state and buttons; the last error's kind. */
function CartProbe({ addVariant }: { addVariant?: string }) {
  const cart = useOptimisticCart();
  const pending = usePendingLineIds();
  const add = useAddToCart();
  const update = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  return (
    <div>
      <ul>
        {cart?.lines.map((line) => (
          <li key={line.id} aria-busy={pending.includes(line.id)}>
            <span>quantity {line.quantity}</span>
            <button
              type="button"
              onClick={() => update.mutate({ lineId: line.id, quantity: line.quantity + 1 })}
            >
              more
            </button>
            <button type="button" onClick={() => remove.mutate({ lineId: line.id })}>
              remove
            </button>
          </li>
        ))}
      </ul>
      <p>subtotal {cart?.subtotal.amount ?? 0}</p>
      {addVariant ? (
        <button type="button" onClick={() => add.mutate({ merchandiseId: addVariant, quantity: 1 })}>
          {add.isPending ? 'adding' : 'add'}
        </button>
      ) : null}
      <p role="alert">{add.error?.kind ?? update.error?.kind ?? remove.error?.kind ?? ''}</p>
    </div>
  );
}

/** A count like the header's, in another component: the changes under way are the session's, not a component's. */
function CountProbe() {
  const cart = useOptimisticCart();
  const underWay = usePendingLineIds();
  return (
    <>
      <output>count {cart?.lines.reduce((sum, cartLine) => sum + cartLine.quantity, 0) ?? 0}</output>
      <p>lines under way: {underWay.length}</p>
    </>
  );
}

async function renderCart(session: Session, addVariant?: string) {
  render(
    <SessionProvider create={() => session}>
      <CountProbe />
      <CartProbe addVariant={addVariant} />
    </SessionProvider>,
  );
  await waitFor(() => expect(session.state.ready).toBe(true));
}

/** Every cart the store is given from now on. */
function storeChanges(session: Session): (Cart | null)[] {
  const carts: (Cart | null)[] = [];
  let last = session.state.cart;
  subscribe(session.state, () => {
    if (session.state.cart !== last) carts.push(session.state.cart);
    last = session.state.cart;
  });
  return carts;
}

const line = (index = 0) => within(screen.getAllByRole('listitem')[index] as HTMLElement);
const isBusy = (index = 0) => screen.getAllByRole('listitem')[index]?.getAttribute('aria-busy');

describe('add to cart: pending while under way, the first add creates the cart', () => {
  it('adds through the adapter; the store takes the new cart from cart:add-item', async () => {
    const [variant] = await variantsForSale(1);
    const session = newSession();
    await renderCart(session, variant);
    expect(session.state.cart).toBeNull();
    await injectFault('cartCreate', 300);
    await act(async () => screen.getByRole('button', { name: 'add' }).click());
    expect(await screen.findByRole('button', { name: 'adding' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'add' })).toBeTruthy();
    expect(line().getByText('quantity 1')).toBeTruthy();
    expect(session.state.cart?.lines).toHaveLength(1);
  });

  it('a failed add says the error kind and leaves the cart as it was', async () => {
    const [first, other] = await variantsForSale(2);
    const session = await sessionWithCart([first as string]);
    await renderCart(session, other);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    const before = session.state.cart;
    await injectFault('cartLinesAdd', 0, 500);
    await act(async () => screen.getByRole('button', { name: 'add' }).click());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('backend'));
    expect(session.state.cart).toBe(before);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });
});

describe('more than the stock: the backend takes less, the change fails as not-enough-stock', () => {
  it('an add of a product out of stock is not an add: the error says so, the cart holds what the backend holds', async () => {
    const variant = await variantWithStock(0);
    const session = newSession();
    const added: Cart[] = [];
    session.adapter.events.on('cart:add-item', (cart) => added.push(cart));
    await renderCart(session, variant);
    await act(async () => screen.getByRole('button', { name: 'add' }).click());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('not-enough-stock'));
    expect(session.state.cart?.lines).toEqual([]);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(added).toEqual([]);
  });

  it('a quantity past the stock fails as not-enough-stock and shows the quantity the backend kept', async () => {
    const variant = await variantWithStock(1);
    const session = await sessionWithCart([variant]);
    await renderCart(session);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await act(async () => line().getByRole('button', { name: 'more' }).click());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('not-enough-stock'));
    expect(line().getByText('quantity 1')).toBeTruthy();
    expect(session.state.cart?.lines[0]?.quantity).toBe(1);
  });
});

describe('quantity change: optimistic, pending per line, rolled back on failure', () => {
  it('shows the new quantity and totals at once, the line pending; the store changes once, by the event', async () => {
    const [first, second] = await variantsForSale(2);
    const session = await sessionWithCart([first as string, second as string]);
    await renderCart(session);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    const unit = session.state.cart?.lines[0]?.price.amount ?? 0;
    const subtotal = session.state.cart?.subtotal.amount ?? 0;
    const changes = storeChanges(session);
    await injectFault('cartLinesUpdate', 400);

    await act(async () => line(0).getByRole('button', { name: 'more' }).click());
    await waitFor(() => expect(isBusy(0)).toBe('true'));
    expect(line(0).getByText('quantity 2')).toBeTruthy();
    expect(isBusy(1)).toBe('false');
    expect(screen.getByText(`subtotal ${Math.round((subtotal + unit) * 100) / 100}`)).toBeTruthy();
    expect(session.state.cart?.lines[0]?.quantity).toBe(1);

    await waitFor(() => expect(isBusy(0)).toBe('false'));
    expect(line(0).getByText('quantity 2')).toBeTruthy();
    expect(changes.map((cart) => cart?.lines[0]?.quantity)).toEqual([2]);
  });

  it('another component sees the change under way: the count moves at once, the store with the answer', async () => {
    const [variant] = await variantsForSale(1);
    const session = await sessionWithCart([variant as string]);
    await renderCart(session);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('count 1'));
    await injectFault('cartLinesUpdate', 400);
    await act(async () => line().getByRole('button', { name: 'more' }).click());
    await waitFor(() => expect(isBusy()).toBe('true'));
    expect(screen.getByRole('status').textContent).toBe('count 2');
    expect(session.state.cart?.lines[0]?.quantity).toBe(1);
    await waitFor(() => expect(isBusy()).toBe('false'));
    expect(screen.getByRole('status').textContent).toBe('count 2');
  });

  it('changes asked for one after another are answered in order: the later one waits, the last answer lands last', async () => {
    const [variant] = await variantsForSale(1);
    const session = await sessionWithCart([variant as string]);
    await renderCart(session);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    const changes = storeChanges(session);
    await injectFault('cartLinesUpdate', 300);

    await act(async () => line().getByRole('button', { name: 'more' }).click());
    await waitFor(() => expect(line().getByText('quantity 2')).toBeTruthy());
    await act(async () => line().getByRole('button', { name: 'more' }).click());
    expect(line().getByText('quantity 3')).toBeTruthy();

    await waitFor(() => expect(isBusy()).toBe('false'));
    expect(line().getByText('quantity 3')).toBeTruthy();
    expect(changes.map((cart) => cart?.lines[0]?.quantity)).toEqual([2, 3]);
  });

  it('a failed change shows the old quantity again with the error kind; the store never changed', async () => {
    const [variant] = await variantsForSale(1);
    const session = await sessionWithCart([variant as string]);
    await renderCart(session);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    const changes = storeChanges(session);
    await injectFault('cartLinesUpdate', 300, 500);

    await act(async () => line().getByRole('button', { name: 'more' }).click());
    await waitFor(() => expect(isBusy()).toBe('true'));
    expect(line().getByText('quantity 2')).toBeTruthy();

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('backend'));
    expect(line().getByText('quantity 1')).toBeTruthy();
    expect(isBusy()).toBe('false');
    expect(changes).toEqual([]);
  });
});

describe('removal: the line stays, pending, until the backend answers', () => {
  it('removes the line with the answer', async () => {
    const [first, second] = await variantsForSale(2);
    const session = await sessionWithCart([first as string, second as string]);
    await renderCart(session);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    await injectFault('cartLinesRemove', 300);
    await act(async () => line(1).getByRole('button', { name: 'remove' }).click());
    await waitFor(() => expect(isBusy(1)).toBe('true'));
    expect(isBusy(0)).toBe('false');
    // Read by another component, as the header does.
    expect(screen.getByText('lines under way: 1')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('lines under way: 0')).toBeTruthy();
    expect(session.state.cart?.lines.map((cartLine) => cartLine.merchandiseId)).toEqual([first]);
  });

  it('a failed removal keeps the line and says the error kind', async () => {
    const [variant] = await variantsForSale(1);
    const session = await sessionWithCart([variant as string]);
    await renderCart(session);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    await injectFault('cartLinesRemove', 0, 500);
    await act(async () => line().getByRole('button', { name: 'remove' }).click());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('backend'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(isBusy()).toBe('false');
  });
});
