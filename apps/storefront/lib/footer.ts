import { contentHref, type Snippet, sanitizeContentHtml } from '@shop/content-client';
import type { MenuLinkData } from '@shop/ui/model';
import { EMPTY_FOOTER, type FooterContent, type FooterIcon, type FooterIconGroup } from '@shop/ui/model';
import { arr, obj, type Raw, str } from './snippet-values';

/** The newsletter part of the footer snippet. */
export interface FooterNewsletter {
  headline: string | null;
  text: string | null;
  voucher: boolean;
}

// Editors' links: own paths, web, mail and phone links; any other scheme leaves the link out (`contentHref`).
const link = contentHref;

const icons = (value: unknown): FooterIcon[] =>
  arr(value)
    .map(obj)
    .filter((item) => str(item.src))
    .map((item) => ({
      src: str(item.src),
      alt: str(item.alt),
      href: link(str(item.link)) || null,
    }));

const iconGroup = (content: Raw): FooterIconGroup | null => {
  const items = icons(content.items);
  return items.length > 0 ? { headline: str(content.headline), items } : null;
};

const textLink = (item: Raw, text: string, href: string): MenuLinkData | null =>
  text && link(href)
    ? { label: text, href: link(href), targetBlank: item.targetBlank === true || undefined }
    : null;

/**
 * The parts of the `footer-snippet` (spec §3 footer content): link columns, contact (sanitised HTML), payment,
 * shipping, social and app icons, info links, text rows, and the newsletter when its element enables it.
 */
export function toFooter(snippet: Snippet | undefined): {
  content: FooterContent;
  newsletter: FooterNewsletter | null;
} {
  const content: FooterContent = { ...EMPTY_FOOTER };
  let newsletter: FooterNewsletter | null = null;
  for (const element of snippet?.elements ?? []) {
    const c = obj(element.content);
    switch (element.component) {
      case 'footer-link':
        content.columns = arr(c.columns)
          .map(obj)
          .map((column) => ({
            headline: str(column.headline),
            links: arr(column.links)
              .map(obj)
              .map((item) => textLink(item, str(item.text), str(item.link)))
              .filter((item): item is MenuLinkData => item !== null),
            images: icons(column.images),
          }))
          // A headline over nothing (uk and nl have no FAQ or manuals for the service column) is left out.
          .filter((column) => column.links.length > 0 || column.images.length > 0);
        break;
      case 'footer-contact':
        content.contact = arr(c.items)
          .map(obj)
          .map((item) => ({ headline: str(item.headline), html: sanitizeContentHtml(str(item.content)) }))
          .filter((item) => item.headline || item.html);
        break;
      case 'footer-payment':
        content.payment = iconGroup(c);
        break;
      case 'footer-shipping':
        content.shipping = iconGroup(c);
        break;
      case 'footer-social':
        content.social = iconGroup(c);
        break;
      case 'footer-app':
        content.app = iconGroup(c);
        break;
      case 'footer-info':
        content.info = arr(c.items)
          .map(obj)
          .map((item) => textLink(item, str(item.text), str(item.url)))
          .filter((item): item is MenuLinkData => item !== null);
        break;
      case 'footer-text':
        content.textRows = arr(c.rows).map(str).filter(Boolean);
        break;
      case 'newsletter-snippet':
        newsletter =
          c.enabled === false
            ? null
            : {
                headline: str(c.headline) || null,
                text: str(c.text) || null,
                voucher: c.createVoucher !== false,
              };
        break;
    }
  }
  return { content, newsletter };
}
