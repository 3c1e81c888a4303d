import { contentChange, revalidateContent } from '@/server/content/revalidate';
import { parseInput, signedRoute } from '@/server/http/route';
import { CONTENT_REVALIDATE_SECRET, webhookSecret } from '@/server/webhooks/signature';

/** The content service announces a changed page, snippet or menu (signed with the shared secret). */
export const POST = signedRoute({
  name: 'content-revalidate',
  signatureHeader: 'x-content-hmac-sha256',
  secret: () => webhookSecret(CONTENT_REVALIDATE_SECRET),
  maxBytes: 16 * 1024,
  handle: (body) => revalidateContent(parseInput(contentChange, body)),
});
