// The footer's view model, built by the app from the `footer-snippet` (spec §3 footer content).
import type { MenuLinkData } from './nav-model';

/** A payment, shipping, social or app icon; `href` makes it a link. */
export interface FooterIcon {
  src: string;
  alt: string;
  href: string | null;
}

export interface FooterIconGroup {
  headline: string;
  items: FooterIcon[];
}

export interface FooterContent {
  columns: { headline: string; links: MenuLinkData[]; images: FooterIcon[] }[];
  /** Contact items; `html` is content HTML the server has sanitised. */
  contact: { headline: string; html: string }[];
  payment: FooterIconGroup | null;
  shipping: FooterIconGroup | null;
  social: FooterIconGroup | null;
  app: FooterIconGroup | null;
  info: MenuLinkData[];
  textRows: string[];
}

export const EMPTY_FOOTER: FooterContent = {
  columns: [],
  contact: [],
  payment: null,
  shipping: null,
  social: null,
  app: null,
  info: [],
  textRows: [],
};

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The newsletter email's message id (spec §5): required, then a standard e-mail pattern; null when valid. */
export function newsletterEmailError(
  email: string,
): 'NEWSLETTER_EMAIL_REQUIRED_ERROR' | 'FORM_ERROR_PATTERN' | null {
  const value = email.trim();
  if (value === '') return 'NEWSLETTER_EMAIL_REQUIRED_ERROR';
  return EMAIL.test(value) && value.length <= 254 ? null : 'FORM_ERROR_PATTERN';
}
