// The back-in-stock notification, in the language of the edition the shopper asked in: plain text and simple
// HTML from the same texts, with a link to the product page.
import { type EditionKey, getEdition } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import { BRAND_NAME } from '../../lib/site';
import { escapeHtml } from '../mail/html';
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
  const html = `<!doctype html>
<html lang="${e(getEdition(input.edition).locale)}"><head><meta charset="utf-8"><title>${e(texts.subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5;max-width:36rem;margin:0 auto;padding:1.5rem">
<p>${e(texts.greeting)}</p>
<p>${e(texts.intro)}</p>
<p><a href="${e(input.productUrl)}" style="display:inline-block;background:#00529b;color:#fff;padding:.75rem 1.25rem;border-radius:4px;text-decoration:none;font-weight:700">${e(texts.action)}</a></p>
<p>${e(texts.signature)}</p>
<hr style="border:0;border-top:1px solid #ddd">
<p style="font-size:.875rem;color:#555">${e(texts.note)}</p>
</body></html>`;
  return { to: input.email, subject: texts.subject, text, html };
}
