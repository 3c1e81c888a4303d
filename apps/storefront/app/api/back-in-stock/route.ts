import { backInStockBody, subscribeBackInStock } from '@/server/back-in-stock/subscribe';
import { jsonRoute } from '@/server/http/route';

/** The product page's back-in-stock form (spec §5): stores the request; the mail follows availability. */
export const POST = jsonRoute({
  name: 'back-in-stock',
  rateLimit: { limit: 5, windowSeconds: 600 },
  failure: 'backInStock.failure',
  body: backInStockBody,
  handle: subscribeBackInStock,
});
