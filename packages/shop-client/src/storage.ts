import type { CustomerAccessToken } from './types.js';

/** The cart this shopper uses, and the context it was created in. */
export interface CartRef {
  id: string;
  country: string;
  language: string;
}

/**
 * Where the adapter keeps the cart id and the customer token. The session package implements it over the
 * browser's storage (per shop URL, as the spec says); this package never touches browser storage itself.
 */
export interface AdapterStorage {
  getCartRef(): CartRef | null;
  setCartRef(ref: CartRef | null): void;
  getCustomerToken(): CustomerAccessToken | null;
  setCustomerToken(token: CustomerAccessToken | null): void;
}

/** Storage in memory: for servers, tests and scripts. */
export function createMemoryStorage(
  initial: { cart?: CartRef; token?: CustomerAccessToken } = {},
): AdapterStorage {
  let cart = initial.cart ?? null;
  let token = initial.token ?? null;
  return {
    getCartRef: () => cart,
    setCartRef: (ref) => {
      cart = ref;
    },
    getCustomerToken: () => token,
    setCustomerToken: (next) => {
      token = next;
    },
  };
}

/** A token past its expiry counts as no session. */
export function isTokenValid(token: CustomerAccessToken | null | undefined, now = Date.now()): boolean {
  if (!token?.accessToken) return false;
  const expiresAt = Date.parse(token.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt > now;
}
