// The double opt-in mail, in the edition's language and the shop's mail layout.
import type { EditionKey } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import { BRAND_NAME } from '../../lib/site';
import { shopMail } from '../mail/html';
import type { OutgoingMail } from '../mail/transport';

/** Days the confirmation link stays valid. */
export const CONFIRM_LINK_DAYS = 7;

export interface ConfirmationMailInput {
  edition: EditionKey;
  email: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}

export async function confirmationMail(input: ConfirmationMailInput): Promise<OutgoingMail> {
  const { t } = await getIntl(input.edition);
  const brand = BRAND_NAME;
  return shopMail({
    edition: input.edition,
    to: input.email,
    subject: t('mail.newsletter.confirm.subject'),
    greeting: t('mail.newsletter.confirm.greeting'),
    intro: t('mail.newsletter.confirm.intro', { brand, email: input.email }),
    action: {
      label: t('mail.newsletter.confirm.action'),
      url: input.confirmUrl,
      note: t('mail.newsletter.confirm.validity', { days: CONFIRM_LINK_DAYS }),
    },
    paragraphs: [t('mail.newsletter.confirm.ignore')],
    signature: t('mail.signature', { brand }),
    footer: { text: t('mail.newsletter.unsubscribe'), url: input.unsubscribeUrl },
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>` },
  });
}
