// The back-in-stock notification, in the language of the edition the shopper asked in and the shop's mail layout,
// with a link to the product page.
import type { EditionKey } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import { BRAND_NAME } from '../../lib/site';
import { shopMail } from '../mail/html';
import type { OutgoingMail } from '../mail/transport';

export interface NotificationMailInput {
  edition: EditionKey;
  email: string;
  productTitle: string;
  productUrl: string;
}

export async function notificationMail(input: NotificationMailInput): Promise<OutgoingMail> {
  const { t } = await getIntl(input.edition);
  const product = input.productTitle;
  return shopMail({
    edition: input.edition,
    to: input.email,
    subject: t('mail.backInStock.subject', { product }),
    greeting: t('mail.newsletter.confirm.greeting'),
    intro: t('mail.backInStock.intro', { product }),
    action: { label: t('mail.backInStock.action'), url: input.productUrl },
    signature: t('mail.signature', { brand: BRAND_NAME }),
    footer: { text: t('mail.backInStock.note') },
  });
}
