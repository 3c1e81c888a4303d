import { createSession } from '@shop/session';
import { createEventBus, type ShopEventName } from '@shop/shop-client/model';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AccountAction, loadSessionUser, runAccountAction } from './account-api.client';

const customer = { firstName: 'Erika', lastName: 'Muster', email: 'erika@example.com' };

/** The route answering `body` with `status`; the paths it was asked for are kept. */
function routeAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** An event bus noting the `user:*` events announced on it, in order. */
function recordingBus() {
  const events = createEventBus();
  const heard: { event: ShopEventName; payload: unknown }[] = [];
  for (const event of ['user:login', 'user:signup', 'user:logout', 'user:update'] as const)
    events.on(event, (payload) => heard.push({ event, payload }));
  return { events, heard };
}

afterEach(() => vi.unstubAllGlobals());

describe('an account action announces its answer as the spec’s session events (§4)', () => {
  it.each<[AccountAction, ShopEventName[]]>([
    ['login', ['user:login']],
    ['register', ['user:signup', 'user:login']],
    ['reset', ['user:login']],
    ['activate', ['user:login']],
    ['personal', ['user:update']],
  ])('%s answering the customer: %j, with the customer', async (action, expected) => {
    const fetch = routeAnswering(200, { user: customer, redirect: '/de/frontend/orderHistory/' });
    const { events, heard } = recordingBus();
    await runAccountAction(events, action, { edition: 'de' });
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/account/${action}`);
    expect(heard).toEqual(expected.map((event) => ({ event, payload: customer })));
  });

  it('logout: user:logout', async () => {
    routeAnswering(200, { user: null, redirect: null });
    const { events, heard } = recordingBus();
    await runAccountAction(events, 'logout', { edition: 'de', path: '/de/' });
    expect(heard).toEqual([{ event: 'user:logout', payload: null }]);
  });

  it('an answer naming no customer announces nothing; a refusal announces nothing and rejects', async () => {
    routeAnswering(202, { message: 'account.forgot.sent' });
    const { events, heard } = recordingBus();
    await runAccountAction(events, 'recover', { edition: 'de', email: customer.email });
    routeAnswering(401, { error: { code: 'invalid_credentials', message: 'account.login.failed' } });
    await expect(runAccountAction(events, 'login', { edition: 'de' })).rejects.toMatchObject({
      messageId: 'account.login.failed',
    });
    expect(heard).toEqual([]);
  });

  it('the session’s listeners run: sign-in sets its user, logout forgets the user and the favorites', async () => {
    const events = createEventBus();
    let stored: string[] = [];
    const session = createSession({
      // The cart is the adapter's, not an account action's: untouched here.
      adapter: { cart: {} as never, events },
      favorites: {
        getFavorites: () => stored,
        setFavorites: (ids) => (stored = ids),
        clear: () => (stored = []),
      },
    });
    session.toggleFavorite('p1');
    routeAnswering(200, { user: customer });
    await runAccountAction(events, 'login', { edition: 'de' });
    expect(session.state).toMatchObject({ user: customer, userReady: true, favorites: ['p1'] });
    routeAnswering(200, { user: null, redirect: null });
    await runAccountAction(events, 'logout', { edition: 'de', path: '/de/' });
    expect(session.state).toMatchObject({ user: null, favorites: [] });
    expect(stored).toEqual([]);
  });
});

describe('loadSessionUser: the customer the server reads from its cookie', () => {
  it('the session route’s user, or null for a guest and whenever the route cannot say', async () => {
    const fetch = routeAnswering(200, { user: customer });
    expect(await loadSessionUser('de')).toEqual(customer);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/account/session?edition=de');
    routeAnswering(200, { user: null });
    expect(await loadSessionUser('de')).toBeNull();
    routeAnswering(502, { error: { code: 'unavailable', message: 'error.requestFailed' } });
    expect(await loadSessionUser('de')).toBeNull();
  });
});
