import { linkRoute } from '@/server/http/route';
import { confirmFromLink } from '@/server/newsletter/links';

/** The confirmation link of the newsletter's double opt-in mail. */
export const GET = linkRoute({
  name: 'newsletter-confirm',
  rateLimit: { limit: 20, windowSeconds: 600 },
  // The shopper opens it from the mail: a refusal is a page in the mail's language, not JSON.
  opened: 'browser',
  handle: confirmFromLink,
});
