// A small standalone page in the edition's language with a way on to the shop: for answers given before any of
// the shop's pages renders (a newsletter link, a URL no page can have).
import { type EditionKey, getEdition, routePath } from '@shop/editions';
import { getIntl, type MessageId } from '@shop/i18n';
import { BRAND_NAME } from '../lib/site';
import { escapeHtml } from './mail/html';

export interface PlainPageTexts {
  title: MessageId;
  text: MessageId;
  home: MessageId;
}

export interface PlainPageParts {
  /** Markup after the text (escaped by its maker): a form to send again. */
  html?: string;
  /** The way on, instead of the edition's home page (`texts.home` is its text). */
  href?: string;
  /** The text's role: `alert` for a refusal the shopper can act on, `status` for a confirmation. */
  role?: 'alert' | 'status';
}

export async function plainPage(
  edition: EditionKey,
  texts: PlainPageTexts,
  status: number,
  parts: PlainPageParts = {},
): Promise<Response> {
  const { t } = await getIntl(edition);
  const e = escapeHtml;
  const title = t(texts.title);
  const html = `<!doctype html>
<html lang="${e(getEdition(edition).locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${e(title)} | ${e(BRAND_NAME)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5;max-width:40rem;margin:4rem auto;padding:0 1rem">
<main><h1>${e(title)}</h1><p${parts.role ? ` role="${parts.role}"` : ''}>${e(t(texts.text))}</p>${parts.html ?? ''}
<p><a href="${e(parts.href ?? routePath(edition, 'home') ?? '/')}">${e(t(texts.home))}</a></p></main>
</body></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
