// What the browser needs before its first backend call: the cart's counts, the event bus, the cart's storage. An entry
// point of its own, so that importing it brings neither the client nor its GraphQL documents along (the browser's
// session loads those with the first call that needs them: `createLazyShopAdapter` of @shop/session).

export { type CartLike, distinctLines, quantityInCart, totalPriceInCart } from './cart-counts.js';
export {
  createEventBus,
  type EventBus,
  type ShopEventHandler,
  type ShopEventName,
  type ShopEvents,
} from './events.js';
export { isShortOfStock, STOCK_WARNING_CODES } from './stock.js';
export { type AdapterStorage, type CartRef, createMemoryStorage } from './storage.js';
