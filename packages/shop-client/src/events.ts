import type { Cart, SessionUser } from './types.js';

/**
 * The session events (spec §4) and what each carries: the new state. The adapter announces the cart's; the
 * storefront's account actions announce the user's (its server signs the customer in and out, not this package).
 */
export interface ShopEvents {
  'cart:add-item': Cart;
  /** `null` when the cart was gone remotely: it reads as empty, and the next add creates one. */
  'cart:remove-item': Cart | null;
  'cart:update-item': Cart | null;
  'user:login': SessionUser;
  'user:signup': SessionUser;
  'user:logout': null;
  /** Not in the spec's list: a change of personal data replaces the user too. */
  'user:update': SessionUser;
  'wishlist:add-item': unknown;
  'wishlist:remove-item': unknown;
  'review:create': unknown;
}
export type ShopEventName = keyof ShopEvents;
export type ShopEventHandler<E extends ShopEventName> = (payload: ShopEvents[E]) => void;

export interface EventBus {
  on<E extends ShopEventName>(event: E, handler: ShopEventHandler<E>): () => void;
  emit<E extends ShopEventName>(event: E, payload: ShopEvents[E]): void;
}

/** A synchronous, typed event bus; a throwing handler does not stop the others. */
export function createEventBus(): EventBus {
  const handlers = new Map<ShopEventName, Set<(payload: never) => void>>();
  return {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as (payload: never) => void);
      handlers.set(event, set);
      return () => set.delete(handler as (payload: never) => void);
    },
    emit(event, payload) {
      for (const handler of handlers.get(event) ?? []) {
        try {
          (handler as ShopEventHandler<typeof event>)(payload);
        } catch (error) {
          console.error(`Handler of ${event} failed`, error);
        }
      }
    },
  };
}
