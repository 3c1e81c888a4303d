// POST /api/newsletter/subscribe {email, create_voucher, country} (spec §5, §7): records the wish and mails a
// confirmation link. The answer is the same whether the address is new, pending or confirmed.
import { getEdition } from '@shop/editions';
import { z } from 'zod';
import { SHOP_BASE_URL } from '../../lib/site';
import { emailField } from '../http/email-field';
import { RouteError } from '../http/errors';
import { fieldError, type RouteContext } from '../http/route';
import { MailNotSent, sendMail } from '../mail/send';
import { storefrontSecret } from '../secrets';
import { signLink } from '../signed-links';
import { CONFIRM_LINK_DAYS, confirmationMail } from './confirmation-mail';
import { editionOfCountry } from './edition-of-country';
import { claimConfirmationMail, recordSubscription, releaseConfirmationMail } from './subscription-store';

const pattern = fieldError('FORM_ERROR_PATTERN');

export const subscribeBody = z.object({
  email: emailField({ required: 'NEWSLETTER_EMAIL_REQUIRED_ERROR', pattern: 'FORM_ERROR_PATTERN' }),
  create_voucher: z.boolean(pattern).default(false),
  country: z.string(fieldError('FORM_ERROR_REQUIRED')).transform((country, context) => {
    const edition = editionOfCountry(country);
    if (edition) return getEdition(edition);
    context.issues.push({ code: 'custom', message: pattern.error, input: country });
    return z.NEVER;
  }),
});

export type SubscribeBody = z.output<typeof subscribeBody>;

function newsletterLink(path: 'confirm' | 'unsubscribe', token: string, edition: string): string {
  const url = new URL(`/api/newsletter/${path}`, SHOP_BASE_URL);
  url.searchParams.set('token', token);
  url.searchParams.set('edition', edition);
  return url.toString();
}

export async function subscribe(input: SubscribeBody, { db }: RouteContext): Promise<Response> {
  const edition = input.country;
  const subscription = await recordSubscription(db, {
    email: input.email,
    edition: edition.key,
    language: edition.locale,
    country: edition.code,
    createVoucher: input.create_voucher,
  });
  if (subscription.status === 'pending') {
    const claim = await claimConfirmationMail(db, subscription.id);
    if (claim.claimed) {
      const secret = await storefrontSecret();
      const expiresAt = Math.floor(Date.now() / 1000) + CONFIRM_LINK_DAYS * 24 * 60 * 60;
      const mail = await confirmationMail({
        edition: edition.key,
        email: subscription.email,
        confirmUrl: newsletterLink(
          'confirm',
          signLink(secret, { purpose: 'newsletter-confirm', id: subscription.id, expiresAt }),
          edition.key,
        ),
        unsubscribeUrl: newsletterLink(
          'unsubscribe',
          signLink(secret, { purpose: 'newsletter-unsubscribe', id: subscription.id }),
          edition.key,
        ),
      });
      try {
        await sendMail('newsletter-confirmation', mail);
      } catch (error) {
        if (!(error instanceof MailNotSent)) throw error;
        await releaseConfirmationMail(db, subscription.id, claim.previous);
        throw new RouteError(503, 'unavailable', { headers: { 'retry-after': '60' } });
      }
    }
  }
  return Response.json({ status: 'accepted' }, { status: 202, headers: { 'cache-control': 'no-store' } });
}
