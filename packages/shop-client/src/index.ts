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
export {
  createEventBus,
  type EventBus,
  type ShopEventHandler,
  type ShopEventName,
  type ShopEvents,
} from './events.js';
export type { ShopResult, ShopWarning } from './result.js';
export { type AdapterStorage, type CartRef, createMemoryStorage, isTokenValid } from './storage.js';
export {
  type CartLike,
  DEFAULT_VARIANT_TITLE,
  distinctLines,
  quantityInCart,
  totalPriceInCart,
} from './transforms.js';
export {
  type CallOptions,
  createStorefrontTransport,
  type StorefrontTransport,
  type StorefrontTransportOptions,
  TransportError,
} from './transport.js';
export * from './types.js';
