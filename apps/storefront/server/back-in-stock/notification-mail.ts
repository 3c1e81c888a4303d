// The back-in-stock notification, in the language of the edition the shopper asked in: plain text and simple
// HTML from the same texts, with a link to the product page.
import { type EditionKey, getEdition } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import { BRAND_NAME } from '../../lib/site';
import { escapeHtml, htmlMail, mailButton } from '../mail/html';
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
  const texts = {
    subject: t('mail.backInStock.subject', { product }),
    greeting: t('mail.newsletter.confirm.greeting'),
    intro: t('mail.backInStock.intro', { product }),
    action: t('mail.backInStock.action'),
    note: t('mail.backInStock.note'),
    signature: t('mail.signature', { brand: BRAND_NAME }),
  };
  const text = [
    texts.greeting,
    texts.intro,
    `${texts.action}: ${input.productUrl}`,
    texts.signature,
    `--\n${texts.note}`,
  ].join('\n\n');
  const e = escapeHtml;
  const html = htmlMail(
    getEdition(input.edition).locale,
    texts.subject,
    `<p>${e(texts.greeting)}</p>
<p>${e(texts.intro)}</p>
${mailButton(input.productUrl, texts.action)}
<p>${e(texts.signature)}</p>
<hr style="border:0;border-top:1px solid #ddd">
<p style="font-size:.875rem;color:#555">${e(texts.note)}</p>`,
  );
  return { to: input.email, subject: texts.subject, text, html };
}
