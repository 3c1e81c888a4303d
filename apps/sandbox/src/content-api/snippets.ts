// POST /enterprise/snippets: every snippet of the spec with its components, in the requested language.

import { textIn } from '../catalogue/read-model';
import type { TextLanguage } from '../floor/markets';
import { mediaUrl } from '../floor/media';
import type { DocumentContext } from './documents';
import type { ContentCategory } from './model';
import { FAQ_URLS, MANUALS_URLS } from './service-pages';
import { SNIPPET_TEXTS as T } from './snippet-texts';
import { LABELS, type Tr, tr } from './texts';

export const SNIPPET_IDS = [
  'footer-snippet',
  'header-snippet',
  'flyout-snippet',
  'cart-flyout-snippet',
  'cart-snippets',
  'product-highlight-snippet',
  'storefront-settings',
  'error-snippet',
  'faq-snippet',
  'smart-messages-snippet',
] as const;

const CURRENCY_OF: Partial<Record<TextLanguage, 'PLN' | 'GBP'>> = { pl: 'PLN', gb: 'GBP' };
export const ORDER_MIN_PRICE = { EUR: 49, PLN: 199, GBP: 39 } as const;

const element = (component: string, content: unknown, id = component) => ({
  id,
  component,
  properties: { content },
});
const snippet = (snippetId: string, elements: unknown[]) => ({
  data: { snippetId, config: { top: { elements }, bottom: { elements: [] } } },
});

export function snippetFor(id: string, ctx: DocumentContext) {
  const { language: l, model, origin } = ctx;
  const t = (words: Tr) => tr(words, l);
  const page = (handle: string) => {
    const p = model.catalogue.pagesByHandle.get(handle) ?? model.catalogue.pages[0];
    const text = p ? textIn(p.texts, l) : undefined;
    return { link: text?.seoUrl ?? `/${l}/`, text: text?.title ?? handle, targetBlank: false };
  };
  const icon = (name: string) => ({
    src: mediaUrl(origin, name),
    alt: name.replace(/\..*$/, ''),
    link: null,
  });
  const products = [...model.catalogue.products].sort((a, b) => b.popularity - a.popularity);
  switch (id) {
    case 'footer-snippet':
      return snippet(id, [
        element('footer-link', {
          columns: [
            {
              headline: t(T.service),
              links: [
                FAQ_URLS[l]
                  ? { link: FAQ_URLS[l], text: t(LABELS.faqTitle), html: null, targetBlank: false }
                  : null,
                MANUALS_URLS[l]
                  ? { link: MANUALS_URLS[l], text: t(LABELS.manualsTitle), html: null, targetBlank: false }
                  : null,
              ].filter(Boolean),
              images: [],
            },
            {
              headline: t(T.company),
              links: model.catalogue.pages.map((p) => ({
                link: textIn(p.texts, l)?.seoUrl ?? '',
                text: textIn(p.texts, l)?.title ?? '',
                html: null,
                targetBlank: false,
              })),
              images: [],
            },
          ],
        }),
        element('footer-contact', {
          items: [
            {
              headline: t(T.contactHeadline),
              content: `<p>${t(T.contactHours)}</p><p><a href="mailto:service@vitalis-home-health.example">service@vitalis-home-health.example</a></p>`,
            },
          ],
        }),
        element('footer-payment', {
          headline: t(T.payment),
          items: [
            'paypal.svg',
            'visa.svg',
            'mastercard.svg',
            l === 'nl' ? 'ideal.svg' : l === 'pl' ? 'blik.svg' : 'klarna.svg',
          ].map(icon),
        }),
        element('footer-shipping', {
          headline: t(T.shipping),
          items: [l === 'de' ? 'dhl.svg' : 'ups.svg', 'dpd.svg'].map(icon),
        }),
        element('footer-social', {
          headline: t(T.social),
          items: ['facebook', 'instagram', 'youtube'].map((name) => ({
            src: mediaUrl(origin, `${name}.svg`),
            alt: name,
            link: `https://www.${name}.com/vitalis`,
          })),
        }),
        element('footer-app', {
          headline: t(T.app),
          items: [
            {
              src: mediaUrl(origin, 'app-store.svg'),
              alt: 'App Store',
              link: 'https://apps.apple.com/app/vitalis-health',
            },
            {
              src: mediaUrl(origin, 'google-play.svg'),
              alt: 'Google Play',
              link: 'https://play.google.com/store/apps/details?id=example.vitalis',
            },
          ],
        }),
        element('footer-info', {
          items: [
            { text: t(T.imprint), url: page('ueber-uns').link },
            { text: t(T.privacy), url: page('datenschutz').link },
            { text: t(T.terms), url: page('versand').link },
          ],
        }),
        element('footer-text', { rows: [t(T.vat), `© ${new Date().getUTCFullYear()} Vitalis Home Health`] }),
        element('newsletter-snippet', {
          enabled: l !== 'id',
          headline: t(T.newsletterHeadline),
          text: t(T.newsletterText),
          createVoucher: true,
        }),
        element('footer-minimized', {
          links: [
            { text: t(T.imprint), link: page('ueber-uns').link },
            { text: t(T.privacy), link: page('datenschutz').link },
          ],
          rows: [`© ${new Date().getUTCFullYear()} Vitalis Home Health`],
        }),
      ]);
    case 'header-snippet':
      return snippet(id, [
        element('header-promotions', {
          items: [
            { text: t(T.freeShipping), url: null },
            { text: t(T.returns), url: null },
            { text: t(T.warranty), url: null },
          ],
        }),
        element('header-submenu', { submenus: model.roots.map((root) => submenuOf(root, ctx)) }),
        element('header-minimized', {
          logo: null,
          links: [{ text: t(T.service), link: FAQ_URLS[l] ?? `/${l}/` }],
          cta: { text: t(T.cta), link: `/${l}/` },
          colors: { background: '#ffffff', text: '#1a2b4c' },
        }),
      ]);
    case 'flyout-snippet':
      return snippet(id, [
        element('flyout-teaser', {
          items: products.slice(0, 2).map((p) => ({
            title: textIn(p.texts, l)?.title ?? '',
            text: t(T.promo),
            url: textIn(p.texts, l)?.seoUrl ?? '',
            image: mediaUrl(origin, p.images[0]?.fileName ?? ''),
          })),
        }),
      ]);
    case 'cart-flyout-snippet':
      return snippet(id, [element('cart-flyout-text', { text: t(T.freeShipping), link: null })]);
    case 'cart-snippets':
      return snippet(id, [
        element('cart-info', {
          items: [t(T.freeShipping), t(T.returns), t(T.cartHint)].map((text) => ({ icon: 'check', text })),
        }),
      ]);
    case 'product-highlight-snippet':
      return snippet(id, [
        element('product-highlight', {
          headline: t(T.highlight),
          productIds: products.slice(0, 4).map((p) => String(p.id)),
        }),
      ]);
    case 'storefront-settings': {
      const currency = CURRENCY_OF[l] ?? 'EUR';
      return snippet(id, [
        element('storefront-settings', {
          catalogueMode: false,
          orderMinPrice: ORDER_MIN_PRICE[currency],
          currency,
          orderMinPrices: ORDER_MIN_PRICE,
          newsletterEnabled: l !== 'id',
          freeShippingProductIds: products
            .filter((p) => p.tags.includes('bp-upper-arm'))
            .slice(0, 3)
            .map((p) => String(p.id)),
        }),
      ]);
    }
    case 'error-snippet':
      return snippet(id, [
        element('error-not-found', {
          heading: t(T.notFoundHeading),
          content: `<p>${t(T.notFoundContent)}</p>`,
        }),
        element('error-generic', { heading: t(T.errorHeading), content: `<p>${t(T.errorContent)}</p>` }),
      ]);
    case 'faq-snippet':
      return snippet(id, [
        element('faq', {
          title: t(LABELS.faqTitle),
          items: [
            { question: t(T.qShipping), answer: t(T.aShipping), link: null },
            { question: t(T.qReturn), answer: t(T.aReturn), link: page('versand').link },
          ],
        }),
      ]);
    case 'smart-messages-snippet': {
      const bpm = model.roots[0];
      const sale =
        [...model.collectionByUrl.entries()].find(([url]) => url.startsWith(`/${l}/`))?.[0] ?? `/${l}/`;
      return snippet(id, [
        element(
          'smart-message',
          {
            colorVar: 'primary',
            position: 'bottom-right',
            size: 'small',
            label: t(LABELS.badgeNew),
            headline: t(T.smartHeadline),
            image: {
              src: mediaUrl(origin, products[0]?.images[0]?.fileName ?? ''),
              alt: t(T.smartHeadline),
              title: t(T.smartHeadline),
            },
            text: t(T.smartText),
            cta: t(T.cta),
            url: bpm?.texts.get(l)?.seoUrl ?? `/${l}/`,
            isOpenByDefault: false,
            rules: {
              enabled: true,
              url: bpm?.texts.get(l)?.seoUrl ?? '',
              overwrite: false,
              enabledOnMobile: true,
              enabledOnDesktop: true,
              category: bpm ? [bpm.id, ...bpm.children.map((c) => c.id)].join(',') : '',
              pageUrl: '',
              productOrVariantIds: '',
            },
          },
          'smart-message-app',
        ),
        element(
          'smart-message',
          {
            colorVar: 'accent',
            position: 'top',
            size: 'large',
            label: t(LABELS.badgeSale),
            headline: t(T.smartSale),
            image: null,
            text: t(T.promo),
            cta: t(T.cta),
            url: sale,
            isOpenByDefault: true,
            rules: {
              enabled: true,
              url: '',
              overwrite: true,
              enabledOnMobile: false,
              enabledOnDesktop: true,
              category: '',
              pageUrl: `/${l}/,${sale}`,
              productOrVariantIds: products
                .slice(0, 2)
                .map((p) => String(p.id))
                .join(','),
            },
          },
          'smart-message-sale',
        ),
        element(
          'smart-message',
          {
            colorVar: 'neutral',
            position: 'bottom-left',
            size: 'small',
            label: '',
            headline: t(T.returns),
            image: null,
            text: t(T.warranty),
            cta: '',
            url: '',
            isOpenByDefault: false,
            rules: {
              enabled: false,
              url: '',
              overwrite: false,
              enabledOnMobile: true,
              enabledOnDesktop: true,
              category: '',
              pageUrl: '',
              productOrVariantIds: '',
            },
          },
          'smart-message-disabled',
        ),
      ]);
    }
    default:
      return null;
  }
}

/**
 * The desktop flyout of a first-level menu entry (spec §3 submenu), named by the entry's link: its subcategories, a
 * teaser of one of its products and a banner leading to all of them.
 */
function submenuOf(category: ContentCategory, { language: l, model, origin }: DocumentContext) {
  const text = category.texts.get(l)?.name ?? '';
  const url = category.texts.get(l)?.seoUrl ?? '';
  const teaser = model.catalogue.products.find((p) =>
    model.productCategories.get(p.id)?.includes(category.id),
  );
  const teaserText = teaser ? textIn(teaser.texts, l) : undefined;
  return {
    url,
    text,
    targetBlank: false,
    categories: [
      {
        heading: { text, url, targetBlank: false },
        columns: category.children.map((child) => ({
          text: child.texts.get(l)?.name ?? '',
          url: child.texts.get(l)?.seoUrl ?? '',
          targetBlank: false,
          uuid: menuUuid(child.id),
        })),
      },
    ],
    articles: teaser
      ? [
          {
            image: mediaUrl(origin, teaser.images[0]?.fileName ?? ''),
            text: teaserText?.title ?? '',
            button_url: teaserText?.seoUrl ?? '',
            button_text: tr(LABELS.showAll, l),
            targetBlank: false,
          },
        ]
      : [],
    banners: teaser
      ? [
          {
            image: mediaUrl(origin, teaser.images[1]?.fileName ?? teaser.images[0]?.fileName ?? ''),
            altText: teaserText?.title ?? '',
            caption: text,
            linkText: tr(LABELS.allProducts, l),
            linkURL: url,
          },
        ]
      : [],
  };
}

export function menuUuid(id: number): string {
  return `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
}
