// The page's `header-minimized` and `footer-minimized` elements (spec §2.3, §3), read defensively.
import { contentHref } from './links.js';
import type {
  ContentElement,
  MinimizedFooterConfig,
  MinimizedHeaderConfig,
  MinimizedLink,
  MinimizedShell,
  PageConfig,
} from './types.js';

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

// Hex, rgb()/hsl() or a plain colour keyword: nothing that could close the declaration or load a url.
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20})$/i;
const colour = (value: unknown): string | null => {
  const v = text(value);
  return v && COLOUR.test(v) ? v : null;
};

const linkOf = (value: unknown): MinimizedLink | null => {
  const v = obj(value);
  const label = text(v.text);
  // Only the shop's own paths and web, mail and phone links: an editor's `javascript:` link is left out.
  const link = contentHref(text(v.link) ?? '');
  if (!label || !link) return null;
  return { text: label, link };
};
const linksOf = (value: unknown): MinimizedLink[] =>
  (Array.isArray(value) ? value : []).flatMap((item) => {
    const link = linkOf(item);
    return link ? [link] : [];
  });

export function toMinimizedHeader(content: unknown): MinimizedHeaderConfig {
  const c = obj(content);
  const logo = obj(c.logo);
  const src = text(logo.src);
  const colors = obj(c.colors);
  return {
    logo: src ? { src, alt: text(logo.alt) } : null,
    links: linksOf(c.links),
    cta: linkOf(c.cta),
    colors: { background: colour(colors.background), text: colour(colors.text) },
  };
}

export function toMinimizedFooter(content: unknown): MinimizedFooterConfig {
  const c = obj(content);
  return {
    links: linksOf(c.links),
    rows: (Array.isArray(c.rows) ? c.rows : []).flatMap((row) => {
      const r = text(row);
      return r ? [r] : [];
    }),
  };
}

/** Which minimized variants the page's configuration (top or bottom) asks for. */
export function minimizedShellOf(config: PageConfig | undefined): MinimizedShell {
  const elements: ContentElement[] = config ? [...config.top, ...config.bottom] : [];
  const header = elements.find((e) => e.component === 'header-minimized');
  const footer = elements.find((e) => e.component === 'footer-minimized');
  return {
    header: header ? toMinimizedHeader(header.content) : null,
    footer: footer ? toMinimizedFooter(footer.content) : null,
  };
}
