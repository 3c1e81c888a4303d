// Links editors give outside the HTML fields (snippets, menus, page elements) reach pages as `href`s, so they get
// the content HTML's rule (sanitize.ts: web, mail and phone links, the shop's own paths) before any page sees them.

/** The shop's public path of a content service path: its `/en/` is `/global/`, its `/gb/` is `/uk/` (spec §2.1). */
export function publicPath(url: string): string {
  return url.replace(/^\/en(\/|$)/, '/global$1').replace(/^\/gb(\/|$)/, '/uk$1');
}

/**
 * An editor's link as a page may use it: the shop's own path as its public path, an anchor on the page, a web
 * link (a scheme-relative `//host/…` becomes `https://host/…`), a mail or phone link; `''` for anything else
 * (`javascript:`, `data:`, `vbscript:`, control characters), which leaves the link out: every caller drops or
 * shows as text an entry without one.
 */
export function contentHref(value: string): string {
  const link = value.trim();
  if (!link || /[\p{Cc}\\]/u.test(link)) return '';
  if (link.startsWith('//')) return /^\/\/[^/]/.test(link) ? `https:${link}` : '';
  if (link.startsWith('/')) return publicPath(link);
  if (link.startsWith('#')) return link;
  return /^(https?:\/\/[^/]|mailto:|tel:)/i.test(link) ? link : '';
}
