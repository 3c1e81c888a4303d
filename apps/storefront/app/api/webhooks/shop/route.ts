import { signedRoute } from '@/server/http/route';
import { receiveShopWebhook } from '@/server/webhooks/shop-webhooks';
import { SHOP_WEBHOOK_SECRET, webhookSecret } from '@/server/webhooks/signature';

/** The shop backend's webhooks, verified like Shopify's (X-Shopify-Hmac-Sha256, X-Shopify-Topic). */
export const POST = signedRoute({
  name: 'shop-webhook',
  signatureHeader: 'x-shopify-hmac-sha256',
  secret: () => webhookSecret(SHOP_WEBHOOK_SECRET),
  // A product with many variants easily passes the 16 kB of a shopper's form.
  maxBytes: 1024 * 1024,
  handle: (body, request) => receiveShopWebhook(body, request.headers.get('x-shopify-topic')),
});
