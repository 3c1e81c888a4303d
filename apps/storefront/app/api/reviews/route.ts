import { jsonRoute } from '@/server/http/route';
import { reviewFormPost } from '@/server/reviews/form-page';
import { createReview, reviewBody } from '@/server/reviews/submit';

/**
 * The product page's review form (spec §5): handed to the edition's reviews provider for moderation. Its JSON comes
 * from script; the form itself, posted by the browser without JavaScript, is answered with a page (`form`).
 */
export const POST = jsonRoute({
  name: 'reviews',
  rateLimit: { limit: 5, windowSeconds: 600 },
  failure: 'reviews.failure',
  body: reviewBody,
  handle: createReview,
  form: reviewFormPost,
});
