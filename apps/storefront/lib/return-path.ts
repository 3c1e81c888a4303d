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
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
