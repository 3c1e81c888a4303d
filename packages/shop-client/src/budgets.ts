// Time budgets per kind of Storefront API call: reading a cart must not hold a page up; a write may take longer,
// since giving up on it leaves the shopper unsure whether it happened.
import type { Env } from '@shop/editions';

/** The kinds of Storefront API call, each with its own time budget. */
export type ShopCallKind = 'cart-read' | 'cart-write' | 'customer-read' | 'customer-write';

export type ShopBudgets = Readonly<Record<ShopCallKind, number>>;

/** Milliseconds per kind of call before it is given up (a `timeout` TransportError, a `network` ShopError). */
export const DEFAULT_SHOP_BUDGETS: ShopBudgets = {
  'cart-read': 4_000,
  'cart-write': 8_000,
  'customer-read': 4_000,
  'customer-write': 8_000,
};

/** A call without a kind (the bare transport) and without `timeoutMs`. */
export const DEFAULT_SHOP_TIMEOUT_MS = 10_000;

const KINDS = Object.keys(DEFAULT_SHOP_BUDGETS) as ShopCallKind[];

const envName = (kind: ShopCallKind) => `SHOP_TIMEOUT_MS_${kind.replace('-', '_').toUpperCase()}`;

/** The budget of a kind from `SHOP_TIMEOUT_MS_<KIND>` (`SHOP_TIMEOUT_MS_CART_READ=2000`); unset or invalid: none. */
export function shopBudgetsFromEnv(env: Env): Partial<Record<ShopCallKind, number>> {
  const budgets: Partial<Record<ShopCallKind, number>> = {};
  for (const kind of KINDS) {
    const value = Number(env[envName(kind)]?.trim() || Number.NaN);
    if (Number.isInteger(value) && value > 0) budgets[kind] = value;
  }
  return budgets;
}

/**
 * The budget of one call: the call's own `timeoutMs`, else the client's budget for its kind, else the client's
 * `timeoutMs` for every kind, else the default for its kind.
 */
export function shopBudgetOf(
  kind: ShopCallKind | undefined,
  client: { budgets?: Partial<Record<ShopCallKind, number>> | undefined; timeoutMs?: number | undefined },
  callTimeoutMs?: number,
): number {
  return (
    callTimeoutMs ??
    (kind && client.budgets?.[kind]) ??
    client.timeoutMs ??
    (kind ? DEFAULT_SHOP_BUDGETS[kind] : DEFAULT_SHOP_TIMEOUT_MS)
  );
}
