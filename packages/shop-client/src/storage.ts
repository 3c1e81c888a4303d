/** The cart this shopper uses, and the context it was created in. */
export interface CartRef {
  id: string;
  country: string;
  language: string;
}

/**
 * Where the adapter keeps the cart id. The session package implements it over the browser's storage (per shop URL,
 * as the spec says); this package never touches browser storage itself. The customer's token is no part of it: the
 * storefront's server keeps it in an httpOnly cookie that page script cannot read.
 */
export interface AdapterStorage {
  getCartRef(): CartRef | null;
  setCartRef(ref: CartRef | null): void;
}

/** Storage in memory: for servers, tests and scripts. */
export function createMemoryStorage(initial: { cart?: CartRef } = {}): AdapterStorage {
  let cart = initial.cart ?? null;
  return {
    getCartRef: () => cart,
    setCartRef: (ref) => {
      cart = ref;
    },
  };
}
