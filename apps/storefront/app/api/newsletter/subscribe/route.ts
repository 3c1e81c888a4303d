import { jsonRoute } from '@/server/http/route';
import { subscribe, subscribeBody } from '@/server/newsletter/subscribe';

/** The footer's newsletter form (spec §7); any 2xx is success for the form. */
export const POST = jsonRoute({
  name: 'newsletter-subscribe',
  rateLimit: { limit: 5, windowSeconds: 600 },
  failure: 'NEWSLETTER_FAILURE',
  body: subscribeBody,
  handle: subscribe,
});
