import { linkRoute } from '@/server/http/route';
import { unsubscribeFromLink } from '@/server/newsletter/links';

/** The unsubscribe link of every newsletter mail. */
export const GET = linkRoute({
  name: 'newsletter-unsubscribe',
  rateLimit: { limit: 20, windowSeconds: 600 },
  handle: unsubscribeFromLink,
});
