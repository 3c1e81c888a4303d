/**
 * A return path after login, same-site only: a path of this shop (`/uk/cart?x=1`), never another host
 * (`//evil.example`, `/\evil.example`, `https://…`, `javascript:`). `null` for anything else.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/\p{Cc}/u.test(value)) return null;
  const base = 'http://same-site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  // Dot segments can collapse to a protocol-relative path: `/.//evil.example` is `//evil.example`.
  if (url.origin !== base || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a content redirect page may send the shopper: a path of this shop (by the rule above) or a page on
 * another site the editors named in full (`https://…`). Never a scheme-relative, `javascript:` or other URL.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  const ownPath = safeReturnPath(value);
  if (ownPath) return ownPath;
  if (!value || !/^https:\/\/[^/\\]/i.test(value) || /[\p{Cc}\s\\]/u.test(value)) return null;
  try {
    return new URL(value).href;
  } catch {
    return null;
  }
}
