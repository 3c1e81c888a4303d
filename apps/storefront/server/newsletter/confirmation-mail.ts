// The double opt-in mail, in the edition's language: plain text and simple HTML from the same texts.
import { type EditionKey, getEdition } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import { BRAND_NAME } from '../../lib/site';
import { escapeHtml, htmlMail, mailButton } from '../mail/html';
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
  const texts = {
    subject: t('mail.newsletter.confirm.subject'),
    greeting: t('mail.newsletter.confirm.greeting'),
    intro: t('mail.newsletter.confirm.intro', { brand, email: input.email }),
    action: t('mail.newsletter.confirm.action'),
    validity: t('mail.newsletter.confirm.validity', { days: CONFIRM_LINK_DAYS }),
    ignore: t('mail.newsletter.confirm.ignore'),
    signature: t('mail.signature', { brand }),
    unsubscribe: t('mail.newsletter.unsubscribe'),
  };
  const text = [
    texts.greeting,
    texts.intro,
    `${texts.action}: ${input.confirmUrl}\n${texts.validity}`,
    texts.ignore,
    texts.signature,
    `--\n${texts.unsubscribe}: ${input.unsubscribeUrl}`,
  ].join('\n\n');
  const e = escapeHtml;
  const html = htmlMail(
    getEdition(input.edition).locale,
    texts.subject,
    `<p>${e(texts.greeting)}</p>
<p>${e(texts.intro)}</p>
${mailButton(input.confirmUrl, texts.action)}
<p style="font-size:.875rem;color:#555">${e(texts.validity)}</p>
<p>${e(texts.ignore)}</p>
<p>${e(texts.signature)}</p>
<hr style="border:0;border-top:1px solid #ddd">
<p style="font-size:.875rem"><a href="${e(input.unsubscribeUrl)}" style="color:#555">${e(texts.unsubscribe)}</a></p>`,
  );
  return {
    to: input.email,
    subject: texts.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>` },
  };
}
