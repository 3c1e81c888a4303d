import type { ShopAdapter, ShopResult } from '@shop/shop-client';
import { type AdapterStorage, createEventBus, type EventBus } from '@shop/shop-client/model';

export interface LazyShopAdapterOptions {
  /** The same storage the loaded adapter will use: it tells whether there is anything to load. */
  storage: AdapterStorage;
  /** Makes the real adapter (a dynamic import of the shop client) that announces on the given bus. */
  load: (events: EventBus) => Promise<ShopAdapter>;
}

type Provider = Exclude<keyof ShopAdapter, 'events'>;
type Method = (...args: never[]) => Promise<ShopResult<unknown>>;

const nothing = async (): Promise<ShopResult<null>> => ({ raw: null, data: null });

/**
 * The shop adapter for the browser, whose shop client loads on the first call that needs the backend: a visit
 * with no stored cart reads an empty cart without downloading the client or asking anyone. Its events go through one bus that the loaded adapter announces on, so listeners
 * subscribed before the load hear every change. Like the adapter, no method rejects: a client that fails to load
 * answers a `network` error, and the next call tries again.
 */
export function createLazyShopAdapter({ storage, load }: LazyShopAdapterOptions): ShopAdapter {
  const events = createEventBus();
  let loading: Promise<ShopAdapter> | undefined;

  const call = async (provider: Provider, method: string, args: never[]): Promise<ShopResult<unknown>> => {
    loading ??= load(events);
    let adapter: ShopAdapter;
    try {
      adapter = await loading;
    } catch (cause) {
      loading = undefined;
      return { raw: null, error: { kind: 'network', message: String(cause), errors: [] } };
    }
    const run = (adapter[provider] as unknown as Record<string, Method | undefined>)[method];
    if (!run) throw new TypeError(`The shop adapter has no ${provider}.${method}`);
    return run(...args);
  };

  /** A provider whose methods load the adapter, except those answered here when nothing is stored. */
  const provider = <P extends Provider>(name: P, whenNothingStored: Record<string, () => boolean> = {}) =>
    new Proxy({} as ShopAdapter[P], {
      get: (_, method) => {
        // Not a thenable, and no symbol-keyed methods: only the adapter's named calls.
        if (typeof method !== 'string' || method === 'then') return undefined;
        return (...args: never[]) => (whenNothingStored[method]?.() ? nothing() : call(name, method, args));
      },
    });

  const noCart = () => storage.getCartRef() === null;
  return { cart: provider('cart', { getCart: noCart }), events };
}
