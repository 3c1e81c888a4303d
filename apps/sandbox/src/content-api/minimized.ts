// `header-minimized` and `footer-minimized` in a page's configuration: the editors set them on the pages that
// should show the minimized shell (spec §2.3). Here: the shipping page with logo, call to action and colours,
// the contact page without a logo (the storefront's fallback logo).

import { textIn } from '../catalogue/read-model';
import { BRAND_LOGO_FILE } from '../floor/editorial-files';
import { mediaUrl } from '../floor/media';
import type { DocumentContext } from './documents';
import { FAQ_URLS } from './service-pages';
import { LABELS, type Tr, tr } from './texts';

const TO_SHOP: Tr = {
  de: 'Zum Shop',
  en: 'Visit the shop',
  gb: 'Visit the shop',
  fr: 'Voir la boutique',
  it: 'Vai al negozio',
  nl: 'Naar de winkel',
  pl: 'Przejdź do sklepu',
  es: 'Ir a la tienda',
  id: 'Kunjungi toko',
};

/** The pages (by handle) that carry the minimized header, and whether theirs has a logo. */
export const MINIMIZED_PAGES: Readonly<Record<string, { logo: boolean }>> = {
  versand: { logo: true },
  kontakt: { logo: false },
};

const element = (id: string, component: string, content: unknown) => ({
  id,
  component,
  properties: { content },
});

function infoLinks(ctx: DocumentContext) {
  const { language: l, model } = ctx;
  const pageLink = (handle: string) => {
    const page = model.catalogue.pagesByHandle.get(handle);
    const text = page ? textIn(page.texts, l) : undefined;
    return text ? [{ text: text.title, link: text.seoUrl }] : [];
  };
  return [
    ...(FAQ_URLS[l] ? [{ text: tr(LABELS.faqTitle, l), link: FAQ_URLS[l] }] : []),
    ...pageLink('ueber-uns'),
    ...pageLink('kontakt'),
  ];
}

export function minimizedHeaderElements(handle: string, ctx: DocumentContext): unknown[] {
  const page = MINIMIZED_PAGES[handle];
  if (!page) return [];
  const l = ctx.language;
  return [
    element(
      `header-minimized-${handle}`,
      'header-minimized',
      page.logo
        ? {
            logo: { src: mediaUrl(ctx.origin, BRAND_LOGO_FILE), alt: 'Vitalis Home Health' },
            links: infoLinks(ctx),
            cta: { text: tr(TO_SHOP, l), link: `/${l}/` },
            colors: { background: '#eef4fa', text: '#1a2b4c' },
          }
        : { logo: null, links: infoLinks(ctx), cta: null, colors: null },
    ),
  ];
}

export function minimizedFooterElements(handle: string, ctx: DocumentContext): unknown[] {
  if (!MINIMIZED_PAGES[handle]) return [];
  return [
    element(`footer-minimized-${handle}`, 'footer-minimized', {
      links: infoLinks(ctx),
      rows: [`© ${new Date().getUTCFullYear()} Vitalis Home Health`],
    }),
  ];
}
