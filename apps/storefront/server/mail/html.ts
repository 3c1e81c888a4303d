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
export function htmlMail(locale: string, title: string, body: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="${e(locale)}"><head><meta charset="utf-8"><title>${e(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1a1a1a;line-height:1.5;max-width:36rem;margin:0 auto;padding:1.5rem">
${body}
</body></html>`;
}

/** A link that looks like the shop's primary button. */
export function mailButton(url: string, label: string): string {
  return `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#00529b;color:#fff;padding:.75rem 1.25rem;border-radius:4px;text-decoration:none;font-weight:700">${escapeHtml(label)}</a></p>`;
}
