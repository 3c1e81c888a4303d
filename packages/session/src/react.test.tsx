import { createMemoryStorage, createShopAdapter, createShopClient } from '@shop/shop-client';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, inject, it } from 'vitest';
import { SessionProvider, useCartSummary, useFavorites, useUser } from './react.js';
import { createSession } from './session.js';

function Probe() {
  const summary = useCartSummary();
  const { user } = useUser();
  const { favorites, toggle } = useFavorites();
  return (
    <div>
      <p>lines {summary.distinctLines}</p>
      <p>user {user ? user.firstName : 'guest'}</p>
      <button type="button" onClick={() => toggle('p9')}>
        favorites {favorites.length}
      </button>
    </div>
  );
}

describe('React hooks over the store, under a provider the app mounts once', () => {
  it('renders the booted session and re-renders on change', async () => {
    const session = createSession({
      adapter: createShopAdapter({
        client: createShopClient({
          storefrontDomain: inject('sandboxUrl'),
          accessToken: 'sandbox-storefront-token',
          country: 'DE',
          language: 'DE',
        }),
        storage: createMemoryStorage(),
      }),
    });
    render(
      <SessionProvider create={() => session}>
        <Probe />
      </SessionProvider>,
    );
    await waitFor(() => expect(session.state.ready).toBe(true));
    expect(session.state.cart).toBeNull();
    expect(screen.getByText('lines 0')).toBeTruthy();
    expect(screen.getByText('user guest')).toBeTruthy();
    await act(async () =>
      session.adapter.events.emit('user:login', {
        firstName: 'Eva',
        lastName: 'Lang',
        email: 'eva@example.com',
      }),
    );
    await waitFor(() => expect(screen.getByText('user Eva')).toBeTruthy());
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('favorites 1');
  });

  it('a hook outside the provider says what is missing', () => {
    const error = console.error;
    console.error = () => {};
    expect(() => render(<Probe />)).toThrow(/SessionProvider/);
    console.error = error;
  });
});
