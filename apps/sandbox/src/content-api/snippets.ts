// POST /enterprise/snippets: every snippet of the spec with its components, in the requested language.

import { textIn } from '../catalogue/read-model';
import type { TextLanguage } from '../floor/markets';
import { mediaUrl } from '../floor/media';
import type { DocumentContext } from './documents';
import { FAQ_URLS, MANUALS_URLS } from './service-pages';
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

const T = {
  service: [
    'Kundenservice',
    'Customer service',
    'Customer service',
    'Service client',
    'Servizio clienti',
    'Klantenservice',
    'Obsługa klienta',
    'Atención al cliente',
    'Layanan pelanggan',
  ],
  company: [
    'Unternehmen',
    'Company',
    'Company',
    'Entreprise',
    'Azienda',
    'Bedrijf',
    'Firma',
    'Empresa',
    'Perusahaan',
  ],
  contactHeadline: [
    'Fragen? Wir helfen gerne',
    'Questions? We are happy to help',
    'Questions? We are happy to help',
    'Des questions ? Nous sommes là',
    'Domande? Siamo qui per aiutarti',
    'Vragen? Wij helpen graag',
    'Pytania? Chętnie pomożemy',
    '¿Preguntas? Te ayudamos',
    'Ada pertanyaan? Kami siap membantu',
  ],
  contactHours: [
    'Mo–Fr 8–18 Uhr, +49 731 39890',
    'Mon–Fri 8am–6pm, +49 731 39890',
    'Mon–Fri 8am–6pm, +44 20 7946 0000',
    'Lun–ven 8h–18h, +33 1 70 00 00 00',
    'Lun–ven 8–18, +39 02 0000 0000',
    'Ma–vr 8–18 uur, +31 20 000 0000',
    'Pon–pt 8–18, +48 22 000 00 00',
    'Lun–vie 8–18 h, +34 91 000 00 00',
    'Sen–Jum 08.00–18.00, +62 21 000 0000',
  ],
  payment: [
    'Bezahlarten',
    'Payment methods',
    'Payment methods',
    'Moyens de paiement',
    'Metodi di pagamento',
    'Betaalmethoden',
    'Metody płatności',
    'Métodos de pago',
    'Metode pembayaran',
  ],
  shipping: [
    'Versand',
    'Shipping',
    'Delivery',
    'Livraison',
    'Spedizione',
    'Verzending',
    'Wysyłka',
    'Envío',
    'Pengiriman',
  ],
  social: [
    'Folgen Sie uns',
    'Follow us',
    'Follow us',
    'Suivez-nous',
    'Seguici',
    'Volg ons',
    'Obserwuj nas',
    'Síguenos',
    'Ikuti kami',
  ],
  app: [
    'Unsere App',
    'Our app',
    'Our app',
    'Notre application',
    'La nostra app',
    'Onze app',
    'Nasza aplikacja',
    'Nuestra app',
    'Aplikasi kami',
  ],
  imprint: [
    'Impressum',
    'Imprint',
    'Legal notice',
    'Mentions légales',
    'Note legali',
    'Colofon',
    'Nota prawna',
    'Aviso legal',
    'Info hukum',
  ],
  privacy: [
    'Datenschutz',
    'Data protection',
    'Data protection',
    'Protection des données',
    'Privacy',
    'Privacybeleid',
    'Polityka prywatności',
    'Protección de datos',
    'Perlindungan data',
  ],
  terms: [
    'AGB',
    'Terms and conditions',
    'Terms and conditions',
    'CGV',
    'Condizioni di vendita',
    'Algemene voorwaarden',
    'Regulamin',
    'Condiciones generales',
    'Syarat dan ketentuan',
  ],
  vat: [
    'Alle Preise inkl. 19 % MwSt., zzgl. Versandkosten',
    'All prices include VAT, plus shipping',
    'All prices include VAT, plus delivery',
    'Tous les prix TVA incluse, hors frais de port',
    'Tutti i prezzi includono IVA 22%, spedizione esclusa',
    'Alle prijzen incl. 21% btw, excl. verzendkosten',
    'Wszystkie ceny zawierają 23% VAT, plus koszty wysyłki',
    'Todos los precios con IVA incluido, más gastos de envío',
    'Semua harga termasuk PPN, belum termasuk ongkos kirim',
  ],
  newsletterHeadline: [
    'Newsletter abonnieren',
    'Subscribe to our newsletter',
    'Sign up to our newsletter',
    'Abonnez-vous à la newsletter',
    'Iscriviti alla newsletter',
    'Abonneer op de nieuwsbrief',
    'Zapisz się do newslettera',
    'Suscríbete a la newsletter',
    'Berlangganan buletin',
  ],
  newsletterText: [
    '10 % Rabatt auf Ihre nächste Bestellung',
    '10% off your next order',
    '10% off your next order',
    '10 % de remise sur votre prochaine commande',
    '10% di sconto sul prossimo ordine',
    '10% korting op je volgende bestelling',
    '10% rabatu na następne zamówienie',
    '10 % de descuento en tu próximo pedido',
    'Diskon 10% untuk pesanan berikutnya',
  ],
  freeShipping: [
    'Kostenloser Versand ab 49 €',
    'Free shipping from €49',
    'Free delivery from £39',
    'Livraison gratuite dès 49 €',
    'Spedizione gratuita da 49 €',
    'Gratis verzending vanaf € 49',
    'Darmowa wysyłka od 199 zł',
    'Envío gratuito desde 49 €',
    'Gratis ongkir mulai €49',
  ],
  returns: [
    '30 Tage Rückgaberecht',
    '30-day returns',
    '30-day returns',
    'Retour sous 30 jours',
    'Reso entro 30 giorni',
    '30 dagen retour',
    '30 dni na zwrot',
    '30 días para devoluciones',
    'Pengembalian 30 hari',
  ],
  warranty: [
    '3 Jahre Garantie',
    '3-year warranty',
    '3-year guarantee',
    'Garantie 3 ans',
    'Garanzia 3 anni',
    '3 jaar garantie',
    '3 lata gwarancji',
    '3 años de garantía',
    'Garansi 3 tahun',
  ],
  notFoundHeading: [
    'Seite nicht gefunden',
    'Page not found',
    'Page not found',
    'Page introuvable',
    'Pagina non trovata',
    'Pagina niet gevonden',
    'Nie znaleziono strony',
    'Página no encontrada',
    'Halaman tidak ditemukan',
  ],
  notFoundContent: [
    'Die gesuchte Seite wurde leider nicht gefunden. Vielleicht ist die Adresse falsch oder veraltet.',
    'Sorry, the page you were looking for was not found.',
    'Sorry, the page you were looking for was not found.',
    'Désolé, la page que vous cherchez est introuvable.',
    'Spiacenti, la pagina che cercavi non è stata trovata.',
    'Sorry, de pagina die je zocht is niet gevonden.',
    'Niestety nie znaleziono szukanej strony.',
    'Lo sentimos, no se encontró la página que buscabas.',
    'Maaf, halaman yang Anda cari tidak ditemukan.',
  ],
  errorHeading: [
    'Es ist ein Fehler aufgetreten',
    'Something went wrong',
    'Something went wrong',
    'Une erreur est survenue',
    'Si è verificato un errore',
    'Er is iets misgegaan',
    'Wystąpił błąd',
    'Se ha producido un error',
    'Terjadi kesalahan',
  ],
  errorContent: [
    'Bitte versuchen Sie es in einigen Minuten erneut.',
    'Please try again in a few minutes.',
    'Please try again in a few minutes.',
    'Veuillez réessayer dans quelques minutes.',
    'Riprova tra qualche minuto.',
    'Probeer het over een paar minuten opnieuw.',
    'Spróbuj ponownie za kilka minut.',
    'Inténtalo de nuevo en unos minutos.',
    'Silakan coba lagi dalam beberapa menit.',
  ],
  qShipping: [
    'Wie lange dauert der Versand?',
    'How long does delivery take?',
    'How long does delivery take?',
    'Quel est le délai de livraison ?',
    'Quanto tempo richiede la spedizione?',
    'Hoe lang duurt de levering?',
    'Jak długo trwa dostawa?',
    '¿Cuánto tarda el envío?',
    'Berapa lama pengiriman?',
  ],
  aShipping: [
    '<p>In der Regel 2–3 Werktage.</p>',
    '<p>Usually 2–3 working days.</p>',
    '<p>Usually 2–3 working days.</p>',
    '<p>En général 2 à 3 jours ouvrés.</p>',
    '<p>Di solito 2–3 giorni lavorativi.</p>',
    '<p>Meestal 2–3 werkdagen.</p>',
    '<p>Zwykle 2–3 dni robocze.</p>',
    '<p>Normalmente de 2 a 3 días laborables.</p>',
    '<p>Biasanya 2–3 hari kerja.</p>',
  ],
  qReturn: [
    'Wie sende ich einen Artikel zurück?',
    'How do I return an item?',
    'How do I return an item?',
    'Comment retourner un article ?',
    'Come restituisco un articolo?',
    'Hoe stuur ik een artikel terug?',
    'Jak zwrócić produkt?',
    '¿Cómo devuelvo un artículo?',
    'Bagaimana cara mengembalikan barang?',
  ],
  aReturn: [
    '<p>Nutzen Sie das Retourenformular in Ihrem Kundenkonto.</p>',
    '<p>Use the returns form in your customer account.</p>',
    '<p>Use the returns form in your customer account.</p>',
    '<p>Utilisez le formulaire de retour dans votre compte.</p>',
    '<p>Usa il modulo di reso nel tuo account.</p>',
    '<p>Gebruik het retourformulier in je account.</p>',
    '<p>Skorzystaj z formularza zwrotu na swoim koncie.</p>',
    '<p>Utiliza el formulario de devolución en tu cuenta.</p>',
    '<p>Gunakan formulir pengembalian di akun Anda.</p>',
  ],
  promo: [
    'Nur diese Woche: 15 % auf Massagegeräte',
    'This week only: 15% off massagers',
    'This week only: 15% off massagers',
    'Cette semaine : -15 % sur les appareils de massage',
    'Solo questa settimana: -15% sui massaggiatori',
    'Alleen deze week: 15% korting op massageapparaten',
    'Tylko w tym tygodniu: -15% na masażery',
    'Solo esta semana: 15 % en masajeadores',
    'Minggu ini saja: diskon 15% alat pijat',
  ],
  cta: [
    'Jetzt entdecken',
    'Discover now',
    'Discover now',
    'Découvrir',
    'Scopri ora',
    'Nu ontdekken',
    'Odkryj teraz',
    'Descubrir',
    'Temukan sekarang',
  ],
  cartHint: [
    'Sicher bezahlen mit SSL-Verschlüsselung',
    'Secure payment with SSL encryption',
    'Secure payment with SSL encryption',
    'Paiement sécurisé par chiffrement SSL',
    'Pagamento sicuro con crittografia SSL',
    'Veilig betalen met SSL-versleuteling',
    'Bezpieczne płatności z szyfrowaniem SSL',
    'Pago seguro con cifrado SSL',
    'Pembayaran aman dengan enkripsi SSL',
  ],
  highlight: [
    'Unsere Empfehlung',
    'Our recommendation',
    'Our recommendation',
    'Notre recommandation',
    'Il nostro consiglio',
    'Onze aanbeveling',
    'Nasza rekomendacja',
    'Nuestra recomendación',
    'Rekomendasi kami',
  ],
  smartHeadline: [
    'Neu: Blutdruck-App',
    'New: blood pressure app',
    'New: blood pressure app',
    'Nouveau : appli tension',
    'Novità: app pressione',
    'Nieuw: bloeddruk-app',
    'Nowość: aplikacja ciśnienia',
    'Nuevo: app de tensión',
    'Baru: aplikasi tekanan darah',
  ],
  smartText: [
    'Messwerte automatisch übertragen und teilen.',
    'Transfer and share your readings automatically.',
    'Transfer and share your readings automatically.',
    'Transférez et partagez vos mesures automatiquement.',
    'Trasferisci e condividi le misurazioni automaticamente.',
    'Meetwaarden automatisch overzetten en delen.',
    'Automatycznie przesyłaj i udostępniaj pomiary.',
    'Transfiere y comparte tus mediciones automáticamente.',
    'Transfer dan bagikan hasil pengukuran otomatis.',
  ],
  smartSale: [
    'Sale: bis zu 30 % sparen',
    'Sale: save up to 30%',
    'Sale: save up to 30%',
    'Soldes : jusqu’à -30 %',
    'Saldi: risparmia fino al 30%',
    'Sale: tot 30% korting',
    'Wyprzedaż: do -30%',
    'Rebajas: hasta un 30 %',
    'Promo: hemat hingga 30%',
  ],
} satisfies Record<string, Tr>;

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
        element('header-submenu', {
          submenus: model.roots.map((root) => ({
            url: root.texts.get(l)?.seoUrl ?? '',
            text: root.texts.get(l)?.name ?? '',
            targetBlank: false,
            categories: [
              {
                heading: {
                  text: root.texts.get(l)?.name ?? '',
                  url: root.texts.get(l)?.seoUrl ?? '',
                  targetBlank: false,
                },
                columns: root.children.map((c) => ({
                  text: c.texts.get(l)?.name ?? '',
                  url: c.texts.get(l)?.seoUrl ?? '',
                  targetBlank: false,
                  uuid: menuUuid(c.id),
                })),
              },
            ],
            articles: [],
            banners: [],
          })),
        }),
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

export function menuUuid(id: number): string {
  return `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`;
}
