// The edition's reviews provider (spec §3 edition settings: a reviews provider token and domain), called from
// the server only so the token never reaches the browser. Unset, the domain is the sandbox's and so is the token.
import { type EditionKey, resolveEditionConfig, SANDBOX_ORIGIN } from '@shop/editions';
import { backendBudgets } from '../backend-budgets';
import { logLine } from '../log';
import { observedFetch } from '../observe/backend-calls';

export interface ReviewsProvider {
  domain: string;
  token: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/** The sandbox's token of an edition's account (apps/sandbox/src/reviews). */
export const sandboxReviewsToken = (edition: EditionKey) => `sandbox-reviews-token-${edition}`;

/** The provider of an edition, or null when a real domain is configured without a token. */
export function reviewsProvider(edition: EditionKey, env: Env = process.env): ReviewsProvider | null {
  const { reviews } = resolveEditionConfig(edition, env);
  if (!reviews.domain)
    return { domain: SANDBOX_ORIGIN, token: reviews.token ?? sandboxReviewsToken(edition) };
  if (!reviews.token) return null;
  const domain = /^https?:\/\//i.test(reviews.domain) ? reviews.domain : `https://${reviews.domain}`;
  return { domain: domain.replace(/\/+$/, ''), token: reviews.token };
}

export interface ReviewSubmission {
  productId: string;
  rating: number;
  title: string;
  comment: string;
  email: string;
}

export type SubmitOutcome =
  | { status: 'pending' }
  | { status: 'invalid'; fields: string[] }
  | { status: 'unknown-product' }
  | { status: 'unavailable' };

/** Submits a review to the provider, which holds it for moderation (spec §4: submitted, then checked). */
export async function submitReview(
  provider: ReviewsProvider,
  review: ReviewSubmission,
): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await observedFetch('reviews')(`${provider.domain}/reviews-api/v1/reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': provider.token },
      body: JSON.stringify({
        product_id: review.productId,
        rating: review.rating,
        title: review.title,
        body: review.comment,
        email: review.email,
      }),
      signal: AbortSignal.timeout(backendBudgets().reviews),
    });
  } catch (error) {
    logLine('error', 'reviews provider unreachable', { error });
    return { status: 'unavailable' };
  }
  if (response.status === 201 || response.status === 200) return { status: 'pending' };
  if (response.status === 404) return { status: 'unknown-product' };
  if (response.status === 422) {
    const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, unknown> };
    return { status: 'invalid', fields: Object.keys(body.errors ?? {}) };
  }
  logLine('error', 'reviews provider refused a review', { status: response.status });
  return { status: 'unavailable' };
}
