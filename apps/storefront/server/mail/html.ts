// The shop's one mail layout: every mail the storefront sends is a greeting, an introduction, one action (a link
// that looks like the shop's button), the signature and a footer line, as plain text and simple HTML from the same
// texts.
import { type EditionKey, getEdition } from '@shop/editions';
import type { OutgoingMail } from './transport';

/** Text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The shop's simple HTML mail around a body (already HTML): language, title, one readable column. */
function htmlMail(locale: string, title: string, body: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(locale)}"><head><meta charset="utf-8"><title>${e(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5;max-width:36rem;margin:0 auto;padding:1.5rem">
${body}
</body></html>`;
}

/** A link that looks like the shop's primary button. */
function mailButton(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#00529b;color:#fff;padding:.75rem 1.25rem;border-radius:4px;text-decoration:none;font-weight:700">${escapeHtml(label)}</a></p>`;
}

export interface ShopMailParts {
  edition: EditionKey;
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  /** The mail's one action; `note` is said right below it (how long the link is valid). */
  action: { label: string; url: string; note?: string };
  /** Paragraphs between the action and the signature. */
  paragraphs?: readonly string[];
  signature: string;
  /** The line under the rule: a note, or a link (`url`) such as the unsubscribe link. */
  footer: { text: string; url?: string };
  headers?: OutgoingMail['headers'];
}

/** A mail in the shop's layout. */
export function shopMail(parts: ShopMailParts): OutgoingMail {
  const { action, footer } = parts;
  const paragraphs = parts.paragraphs ?? [];
  const text = [
    parts.greeting,
    parts.intro,
    `${action.label}: ${action.url}${action.note ? `\n${action.note}` : ''}`,
    ...paragraphs,
    parts.signature,
    `--\n${footer.url ? `${footer.text}: ${footer.url}` : footer.text}`,
  ].join('\n\n');
  const e = escapeHtml;
  const small = 'font-size:.875rem';
  const html = htmlMail(
    getEdition(parts.edition).locale,
    parts.subject,
    [
      `<p>${e(parts.greeting)}</p>`,
      `<p>${e(parts.intro)}</p>`,
      mailButton(action.url, action.label),
      ...(action.note ? [`<p style="${small};color:#555">${e(action.note)}</p>`] : []),
      ...paragraphs.map((paragraph) => `<p>${e(paragraph)}</p>`),
      `<p>${e(parts.signature)}</p>`,
      '<hr style="border:0;border-top:1px solid #ddd">',
      footer.url
        ? `<p style="${small}"><a href="${e(footer.url)}" style="color:#555">${e(footer.text)}</a></p>`
        : `<p style="${small};color:#555">${e(footer.text)}</p>`,
    ].join('\n'),
  );
  return {
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    ...(parts.headers ? { headers: parts.headers } : {}),
  };
}
