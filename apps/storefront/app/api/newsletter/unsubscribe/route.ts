import { linkRoute } from '@/server/http/route';
import { unsubscribeFromLink } from '@/server/newsletter/links';

/** The unsubscribe link of every newsletter mail. */
export const GET = linkRoute({
  name: 'newsletter-unsubscribe',
  rateLimit: { limit: 20, windowSeconds: 600 },
  // The shopper opens it from the mail: a refusal is a page in the mail's language, not JSON.
  opened: 'browser',
  handle: unsubscribeFromLink,
});
