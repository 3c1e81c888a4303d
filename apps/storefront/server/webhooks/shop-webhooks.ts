// POST /api/webhooks/shop: the shop backend's webhooks. Each feature brings its handlers for the topics it cares
// about; this list is where they are registered (the product pages, back-in-stock notifications).
import { NextResponse } from 'next/server';
import { backInStockWebhooks } from '../back-in-stock/webhooks';
import { catalogueWebhooks } from '../catalogue/webhooks';
import { RouteError } from '../http/errors';
import { parseInput } from '../http/route';
import { logLine } from '../log';
import type { ShopWebhookHandler } from './handler';

export const SHOP_WEBHOOK_HANDLERS: readonly ShopWebhookHandler[] = [
  ...catalogueWebhooks,
  ...backInStockWebhooks,
];

export async function receiveShopWebhook(
  body: unknown,
  topic: string | null,
  handlers: readonly ShopWebhookHandler[] = SHOP_WEBHOOK_HANDLERS,
): Promise<Response> {
  if (!topic) throw new RouteError(400, 'invalid_input', { field: 'X-Shopify-Topic' });
  const matching = handlers.filter((handler) => handler.topic === topic);
  for (const handler of matching) await handler.handle(parseInput(handler.payload, body));
  logLine('info', 'shop webhook received', { topic, handlers: matching.length });
  // Shopify retries anything but a 2xx, so a topic nobody handles is acknowledged too.
  return NextResponse.json({ topic, handled: matching.length > 0 });
}
