// The reviews provider's API (`/reviews-api/v1/…`, each edition's account by its token in `X-Api-Token`). Its test
// hooks (the moderation queue, the approval) are in hooks/reviews.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Catalogue } from '../catalogue/read-model';
import type { Db } from '../db/database';
import { HttpError, parseJsonBody, readBody, sendJson } from '../floor/http';
import { accountOfToken, publishedReviews, type StoredReview, submitReview } from '../stores/reviews';

const API = '/reviews-api/v1';
const MAX_TEXT = { title: 200, body: 5000, name: 100 } as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isReviewsPath = (path: string) => path.startsWith(`${API}/`);

export const presentReview = (review: StoredReview) => ({
  id: review.id,
  product_id: String(review.productId),
  rating: review.rating,
  title: review.title,
  body: review.comment,
  reviewer: { name: review.authorName },
  verified_buyer: review.verifiedPurchase,
  language: review.language,
  status: review.status,
  created_at: review.createdAt.toISOString(),
});

function validate(body: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  const text = (key: 'title' | 'body' | 'name', required: boolean) => {
    const value = body[key];
    if (value === undefined && !required) return '';
    if (typeof value !== 'string' || (required && value.trim() === '')) errors[key] = "can't be blank";
    else if (value.length > MAX_TEXT[key])
      errors[key] = `is too long (maximum is ${MAX_TEXT[key]} characters)`;
    return typeof value === 'string' ? value.trim() : '';
  };
  const rating = body.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
    errors.rating = 'must be a whole number from 1 to 5';
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!EMAIL.test(email)) errors.email = 'is invalid';
  const productId = Number(body.product_id);
  if (!Number.isSafeInteger(productId) || productId <= 0) errors.product_id = 'is invalid';
  const fields = { title: text('title', true), comment: text('body', true), name: text('name', false) };
  return { errors, productId, rating: rating as number, email, ...fields };
}

async function objectBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const body = parseJsonBody(await readBody(request));
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'The body must be a JSON object');
  return body as Record<string, unknown>;
}

/** The provider's API; null when the path is not one of its routes. */
export interface ReviewsEnv {
  state: { db: Db; catalogue: Catalogue };
}

export async function handleReviewsApi(
  env: ReviewsEnv,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<number | null> {
  const token = request.headers['x-api-token'];
  const account = accountOfToken(typeof token === 'string' ? token : undefined);
  const list = new RegExp(`^${API}/products/(\\d+)/reviews$`).exec(url.pathname);
  const isSubmit = url.pathname === `${API}/reviews`;
  if (!list && !isSubmit) return null;
  if (!account) {
    sendJson(response, 401, { error: 'Invalid API token' });
    return 401;
  }
  if (isSubmit) {
    if (request.method !== 'POST') throw new HttpError(405, 'Use POST');
    const input = validate(await objectBody(request));
    if (Object.keys(input.errors).length) {
      sendJson(response, 422, { errors: input.errors });
      return 422;
    }
    if (!env.state.catalogue.productsById.has(input.productId)) {
      sendJson(response, 404, { error: 'Product not found' });
      return 404;
    }
    const review = await submitReview(env.state.db, {
      productId: input.productId,
      language: account.language,
      rating: input.rating,
      title: input.title,
      comment: input.comment,
      email: input.email,
      // Without a name the provider shows the part of the address before the @.
      name: input.name || (input.email.split('@')[0] ?? ''),
    });
    sendJson(response, 201, { review: presentReview(review) });
    return 201;
  }
  if (request.method !== 'GET') throw new HttpError(405, 'Use GET');
  const number = (key: string, fallback: number, max: number) => {
    const value = Number(url.searchParams.get(key) ?? fallback);
    return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
  };
  const rating = url.searchParams.get('rating');
  const result = await publishedReviews(env.state.db, Number(list?.[1]), {
    page: number('page', 1, 10_000),
    perPage: number('per_page', 10, 100),
    rating: rating && /^[1-5]$/.test(rating) ? Number(rating) : null,
  });
  sendJson(response, 200, { ...result, reviews: result.reviews.map(presentReview) });
  return 200;
}
