// The reviews provider's test hooks (`/__sandbox/reviews…`): the moderation queue and the approval that publishes a
// review, announced as the product update the shop sends.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, sendJson } from '../floor/http';
import { presentReview } from '../reviews/http';
import { approveReview, reviewsByEmail } from '../stores/reviews';
import { productUpdate } from '../webhooks/shop-events';
import type { EditHookEnv } from './edits';

/** The moderation test hooks; null for any other path. */
export async function handleReviewHook(
  env: EditHookEnv,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<number | null> {
  if (url.pathname === '/__sandbox/reviews' && request.method === 'GET') {
    const email = url.searchParams.get('email');
    if (!email) throw new HttpError(400, 'email is required');
    sendJson(response, 200, { reviews: (await reviewsByEmail(env.state.db, email)).map(presentReview) });
    return 200;
  }
  const approve = /^\/__sandbox\/reviews\/(\d+)\/approve$/.exec(url.pathname);
  if (!approve || request.method !== 'POST') return null;
  const review = await approveReview(env.state.db, Number(approve[1]));
  if (!review) throw new HttpError(404, 'No pending review with this id');
  env.reloadContent();
  const product = env.state.catalogue.productsById.get(review.productId);
  // The provider writes the product's rating metafields, which the shop announces as a product update.
  const webhook = product
    ? await env.webhooks.sendShopEvent('products/update', productUpdate(product))
    : null;
  sendJson(response, 200, { review: presentReview(review), webhook });
  return 200;
}
