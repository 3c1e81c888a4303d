import { jsonRoute } from '@/server/http/route';
import { createReview, reviewBody } from '@/server/reviews/submit';

/** The product page's review form (spec §5): handed to the edition's reviews provider for moderation. */
export const POST = jsonRoute({
  name: 'reviews',
  rateLimit: { limit: 5, windowSeconds: 600 },
  failure: 'reviews.failure',
  body: reviewBody,
  handle: createReview,
});
