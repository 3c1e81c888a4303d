// The small page a newsletter link opens (confirmed, unsubscribed, invalid), in the edition's language, with a
// way on to the shop.
import { type EditionKey, getEdition, routePath } from '@shop/editions';
import { getIntl, type MessageId } from '@shop/i18n';
import { BRAND_NAME } from '../../lib/site';
import { escapeHtml } from '../mail/html';

export type LinkOutcome = 'confirmed' | 'unsubscribed' | 'invalid';

const TEXTS: Record<LinkOutcome, { title: MessageId; text: MessageId }> = {
  confirmed: { title: 'newsletter.confirmed.title', text: 'newsletter.confirmed.text' },
  unsubscribed: { title: 'newsletter.unsubscribed.title', text: 'newsletter.unsubscribed.text' },
  invalid: { title: 'newsletter.link.invalid.title', text: 'newsletter.link.invalid.text' },
};

export async function linkPage(edition: EditionKey, outcome: LinkOutcome): Promise<Response> {
  const { t } = await getIntl(edition);
  const e = escapeHtml;
  const title = t(TEXTS[outcome].title);
  const html = `<!doctype html>
<html lang="${e(getEdition(edition).locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${e(title)} | ${e(BRAND_NAME)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5;max-width:40rem;margin:4rem auto;padding:0 1rem">
<main><h1>${e(title)}</h1><p>${e(t(TEXTS[outcome].text))}</p>
<p><a href="${e(routePath(edition, 'home') ?? '/')}">${e(t('newsletter.link.home'))}</a></p></main>
</body></html>`;
  return new Response(html, {
    status: outcome === 'invalid' ? 400 : 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
