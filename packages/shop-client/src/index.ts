export { createShopAdapter, type ShopAdapter, type ShopAdapterOptions } from './adapter.js';
export {
  DEFAULT_SHOP_BUDGETS,
  DEFAULT_SHOP_TIMEOUT_MS,
  type ShopBudgets,
  type ShopCallKind,
  shopBudgetOf,
  shopBudgetsFromEnv,
} from './budgets.js';
export { createShopClient, type ShopClient, type ShopClientOptions, shopClientOptionsFor } from './client.js';
export type { ShopError, ShopErrorKind, ShopFieldError } from './errors.js';
// The cart's counts, the event bus and the cart's storage, also an entry point of their own.
export * from './model.js';
export type { ShopResult, ShopWarning } from './result.js';
export { DEFAULT_VARIANT_TITLE } from './transforms.js';
export {
  type CallOptions,
  createStorefrontTransport,
  operationName,
  type StorefrontCall,
  type StorefrontCallObserver,
  type StorefrontTransport,
  type StorefrontTransportOptions,
  TransportError,
} from './transport.js';
export * from './types.js';
