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
  service: {
    de: 'Kundenservice',
    en: 'Customer service',
    gb: 'Customer service',
    fr: 'Service client',
    it: 'Servizio clienti',
    nl: 'Klantenservice',
    pl: 'Obsługa klienta',
    es: 'Atención al cliente',
    id: 'Layanan pelanggan',
  },
  company: {
    de: 'Unternehmen',
    en: 'Company',
    gb: 'Company',
    fr: 'Entreprise',
    it: 'Azienda',
    nl: 'Bedrijf',
    pl: 'Firma',
    es: 'Empresa',
    id: 'Perusahaan',
  },
  contactHeadline: {
    de: 'Fragen? Wir helfen gerne',
    en: 'Questions? We are happy to help',
    gb: 'Questions? We are happy to help',
    fr: 'Des questions ? Nous sommes là',
    it: 'Domande? Siamo qui per aiutarti',
    nl: 'Vragen? Wij helpen graag',
    pl: 'Pytania? Chętnie pomożemy',
    es: '¿Preguntas? Te ayudamos',
    id: 'Ada pertanyaan? Kami siap membantu',
  },
  contactHours: {
    de: 'Mo–Fr 8–18 Uhr, +49 731 39890',
    en: 'Mon–Fri 8am–6pm, +49 731 39890',
    gb: 'Mon–Fri 8am–6pm, +44 20 7946 0000',
    fr: 'Lun–ven 8h–18h, +33 1 70 00 00 00',
    it: 'Lun–ven 8–18, +39 02 0000 0000',
    nl: 'Ma–vr 8–18 uur, +31 20 000 0000',
    pl: 'Pon–pt 8–18, +48 22 000 00 00',
    es: 'Lun–vie 8–18 h, +34 91 000 00 00',
    id: 'Sen–Jum 08.00–18.00, +62 21 000 0000',
  },
  payment: {
    de: 'Bezahlarten',
    en: 'Payment methods',
    gb: 'Payment methods',
    fr: 'Moyens de paiement',
    it: 'Metodi di pagamento',
    nl: 'Betaalmethoden',
    pl: 'Metody płatności',
    es: 'Métodos de pago',
    id: 'Metode pembayaran',
  },
  shipping: {
    de: 'Versand',
    en: 'Shipping',
    gb: 'Delivery',
    fr: 'Livraison',
    it: 'Spedizione',
    nl: 'Verzending',
    pl: 'Wysyłka',
    es: 'Envío',
    id: 'Pengiriman',
  },
  social: {
    de: 'Folgen Sie uns',
    en: 'Follow us',
    gb: 'Follow us',
    fr: 'Suivez-nous',
    it: 'Seguici',
    nl: 'Volg ons',
    pl: 'Obserwuj nas',
    es: 'Síguenos',
    id: 'Ikuti kami',
  },
  app: {
    de: 'Unsere App',
    en: 'Our app',
    gb: 'Our app',
    fr: 'Notre application',
    it: 'La nostra app',
    nl: 'Onze app',
    pl: 'Nasza aplikacja',
    es: 'Nuestra app',
    id: 'Aplikasi kami',
  },
  imprint: {
    de: 'Impressum',
    en: 'Imprint',
    gb: 'Legal notice',
    fr: 'Mentions légales',
    it: 'Note legali',
    nl: 'Colofon',
    pl: 'Nota prawna',
    es: 'Aviso legal',
    id: 'Info hukum',
  },
  privacy: {
    de: 'Datenschutz',
    en: 'Data protection',
    gb: 'Data protection',
    fr: 'Protection des données',
    it: 'Privacy',
    nl: 'Privacybeleid',
    pl: 'Polityka prywatności',
    es: 'Protección de datos',
    id: 'Perlindungan data',
  },
  terms: {
    de: 'AGB',
    en: 'Terms and conditions',
    gb: 'Terms and conditions',
    fr: 'CGV',
    it: 'Condizioni di vendita',
    nl: 'Algemene voorwaarden',
    pl: 'Regulamin',
    es: 'Condiciones generales',
    id: 'Syarat dan ketentuan',
  },
  vat: {
    de: 'Alle Preise inkl. 19 % MwSt., zzgl. Versandkosten',
    en: 'All prices include VAT, plus shipping',
    gb: 'All prices include VAT, plus delivery',
    fr: 'Tous les prix TVA incluse, hors frais de port',
    it: 'Tutti i prezzi includono IVA 22%, spedizione esclusa',
    nl: 'Alle prijzen incl. 21% btw, excl. verzendkosten',
    pl: 'Wszystkie ceny zawierają 23% VAT, plus koszty wysyłki',
    es: 'Todos los precios con IVA incluido, más gastos de envío',
    id: 'Semua harga termasuk PPN, belum termasuk ongkos kirim',
  },
  newsletterHeadline: {
    de: 'Newsletter abonnieren',
    en: 'Subscribe to our newsletter',
    gb: 'Sign up to our newsletter',
    fr: 'Abonnez-vous à la newsletter',
    it: 'Iscriviti alla newsletter',
    nl: 'Abonneer op de nieuwsbrief',
    pl: 'Zapisz się do newslettera',
    es: 'Suscríbete a la newsletter',
    id: 'Berlangganan buletin',
  },
  newsletterText: {
    de: '10 % Rabatt auf Ihre nächste Bestellung',
    en: '10% off your next order',
    gb: '10% off your next order',
    fr: '10 % de remise sur votre prochaine commande',
    it: '10% di sconto sul prossimo ordine',
    nl: '10% korting op je volgende bestelling',
    pl: '10% rabatu na następne zamówienie',
    es: '10 % de descuento en tu próximo pedido',
    id: 'Diskon 10% untuk pesanan berikutnya',
  },
  freeShipping: {
    de: 'Kostenloser Versand ab 49 €',
    en: 'Free shipping from €49',
    gb: 'Free delivery from £39',
    fr: 'Livraison gratuite dès 49 €',
    it: 'Spedizione gratuita da 49 €',
    nl: 'Gratis verzending vanaf € 49',
    pl: 'Darmowa wysyłka od 199 zł',
    es: 'Envío gratuito desde 49 €',
    id: 'Gratis ongkir mulai €49',
  },
  returns: {
    de: '30 Tage Rückgaberecht',
    en: '30-day returns',
    gb: '30-day returns',
    fr: 'Retour sous 30 jours',
    it: 'Reso entro 30 giorni',
    nl: '30 dagen retour',
    pl: '30 dni na zwrot',
    es: '30 días para devoluciones',
    id: 'Pengembalian 30 hari',
  },
  warranty: {
    de: '3 Jahre Garantie',
    en: '3-year warranty',
    gb: '3-year guarantee',
    fr: 'Garantie 3 ans',
    it: 'Garanzia 3 anni',
    nl: '3 jaar garantie',
    pl: '3 lata gwarancji',
    es: '3 años de garantía',
    id: 'Garansi 3 tahun',
  },
  notFoundHeading: {
    de: 'Seite nicht gefunden',
    en: 'Page not found',
    gb: 'Page not found',
    fr: 'Page introuvable',
    it: 'Pagina non trovata',
    nl: 'Pagina niet gevonden',
    pl: 'Nie znaleziono strony',
    es: 'Página no encontrada',
    id: 'Halaman tidak ditemukan',
  },
  notFoundContent: {
    de: 'Die gesuchte Seite wurde leider nicht gefunden. Vielleicht ist die Adresse falsch oder veraltet.',
    en: 'Sorry, the page you were looking for was not found.',
    gb: 'Sorry, the page you were looking for was not found.',
    fr: 'Désolé, la page que vous cherchez est introuvable.',
    it: 'Spiacenti, la pagina che cercavi non è stata trovata.',
    nl: 'Sorry, de pagina die je zocht is niet gevonden.',
    pl: 'Niestety nie znaleziono szukanej strony.',
    es: 'Lo sentimos, no se encontró la página que buscabas.',
    id: 'Maaf, halaman yang Anda cari tidak ditemukan.',
  },
  errorHeading: {
    de: 'Es ist ein Fehler aufgetreten',
    en: 'Something went wrong',
    gb: 'Something went wrong',
    fr: 'Une erreur est survenue',
    it: 'Si è verificato un errore',
    nl: 'Er is iets misgegaan',
    pl: 'Wystąpił błąd',
    es: 'Se ha producido un error',
    id: 'Terjadi kesalahan',
  },
  errorContent: {
    de: 'Bitte versuchen Sie es in einigen Minuten erneut.',
    en: 'Please try again in a few minutes.',
    gb: 'Please try again in a few minutes.',
    fr: 'Veuillez réessayer dans quelques minutes.',
    it: 'Riprova tra qualche minuto.',
    nl: 'Probeer het over een paar minuten opnieuw.',
    pl: 'Spróbuj ponownie za kilka minut.',
    es: 'Inténtalo de nuevo en unos minutos.',
    id: 'Silakan coba lagi dalam beberapa menit.',
  },
  qShipping: {
    de: 'Wie lange dauert der Versand?',
    en: 'How long does delivery take?',
    gb: 'How long does delivery take?',
    fr: 'Quel est le délai de livraison ?',
    it: 'Quanto tempo richiede la spedizione?',
    nl: 'Hoe lang duurt de levering?',
    pl: 'Jak długo trwa dostawa?',
    es: '¿Cuánto tarda el envío?',
    id: 'Berapa lama pengiriman?',
  },
  aShipping: {
    de: '<p>In der Regel 2–3 Werktage.</p>',
    en: '<p>Usually 2–3 working days.</p>',
    gb: '<p>Usually 2–3 working days.</p>',
    fr: '<p>En général 2 à 3 jours ouvrés.</p>',
    it: '<p>Di solito 2–3 giorni lavorativi.</p>',
    nl: '<p>Meestal 2–3 werkdagen.</p>',
    pl: '<p>Zwykle 2–3 dni robocze.</p>',
    es: '<p>Normalmente de 2 a 3 días laborables.</p>',
    id: '<p>Biasanya 2–3 hari kerja.</p>',
  },
  qReturn: {
    de: 'Wie sende ich einen Artikel zurück?',
    en: 'How do I return an item?',
    gb: 'How do I return an item?',
    fr: 'Comment retourner un article ?',
    it: 'Come restituisco un articolo?',
    nl: 'Hoe stuur ik een artikel terug?',
    pl: 'Jak zwrócić produkt?',
    es: '¿Cómo devuelvo un artículo?',
    id: 'Bagaimana cara mengembalikan barang?',
  },
  aReturn: {
    de: '<p>Nutzen Sie das Retourenformular in Ihrem Kundenkonto.</p>',
    en: '<p>Use the returns form in your customer account.</p>',
    gb: '<p>Use the returns form in your customer account.</p>',
    fr: '<p>Utilisez le formulaire de retour dans votre compte.</p>',
    it: '<p>Usa il modulo di reso nel tuo account.</p>',
    nl: '<p>Gebruik het retourformulier in je account.</p>',
    pl: '<p>Skorzystaj z formularza zwrotu na swoim koncie.</p>',
    es: '<p>Utiliza el formulario de devolución en tu cuenta.</p>',
    id: '<p>Gunakan formulir pengembalian di akun Anda.</p>',
  },
  promo: {
    de: 'Nur diese Woche: 15 % auf Massagegeräte',
    en: 'This week only: 15% off massagers',
    gb: 'This week only: 15% off massagers',
    fr: 'Cette semaine : -15 % sur les appareils de massage',
    it: 'Solo questa settimana: -15% sui massaggiatori',
    nl: 'Alleen deze week: 15% korting op massageapparaten',
    pl: 'Tylko w tym tygodniu: -15% na masażery',
    es: 'Solo esta semana: 15 % en masajeadores',
    id: 'Minggu ini saja: diskon 15% alat pijat',
  },
  cta: {
    de: 'Jetzt entdecken',
    en: 'Discover now',
    gb: 'Discover now',
    fr: 'Découvrir',
    it: 'Scopri ora',
    nl: 'Nu ontdekken',
    pl: 'Odkryj teraz',
    es: 'Descubrir',
    id: 'Temukan sekarang',
  },
  cartHint: {
    de: 'Sicher bezahlen mit SSL-Verschlüsselung',
    en: 'Secure payment with SSL encryption',
    gb: 'Secure payment with SSL encryption',
    fr: 'Paiement sécurisé par chiffrement SSL',
    it: 'Pagamento sicuro con crittografia SSL',
    nl: 'Veilig betalen met SSL-versleuteling',
    pl: 'Bezpieczne płatności z szyfrowaniem SSL',
    es: 'Pago seguro con cifrado SSL',
    id: 'Pembayaran aman dengan enkripsi SSL',
  },
  highlight: {
    de: 'Unsere Empfehlung',
    en: 'Our recommendation',
    gb: 'Our recommendation',
    fr: 'Notre recommandation',
    it: 'Il nostro consiglio',
    nl: 'Onze aanbeveling',
    pl: 'Nasza rekomendacja',
    es: 'Nuestra recomendación',
    id: 'Rekomendasi kami',
  },
  smartHeadline: {
    de: 'Neu: Blutdruck-App',
    en: 'New: blood pressure app',
    gb: 'New: blood pressure app',
    fr: 'Nouveau : appli tension',
    it: 'Novità: app pressione',
    nl: 'Nieuw: bloeddruk-app',
    pl: 'Nowość: aplikacja ciśnienia',
    es: 'Nuevo: app de tensión',
    id: 'Baru: aplikasi tekanan darah',
  },
  smartText: {
    de: 'Messwerte automatisch übertragen und teilen.',
    en: 'Transfer and share your readings automatically.',
    gb: 'Transfer and share your readings automatically.',
    fr: 'Transférez et partagez vos mesures automatiquement.',
    it: 'Trasferisci e condividi le misurazioni automaticamente.',
    nl: 'Meetwaarden automatisch overzetten en delen.',
    pl: 'Automatycznie przesyłaj i udostępniaj pomiary.',
    es: 'Transfiere y comparte tus mediciones automáticamente.',
    id: 'Transfer dan bagikan hasil pengukuran otomatis.',
  },
  smartSale: {
    de: 'Sale: bis zu 30 % sparen',
    en: 'Sale: save up to 30%',
    gb: 'Sale: save up to 30%',
    fr: 'Soldes : jusqu’à -30 %',
    it: 'Saldi: risparmia fino al 30%',
    nl: 'Sale: tot 30% korting',
    pl: 'Wyprzedaż: do -30%',
    es: 'Rebajas: hasta un 30 %',
    id: 'Promo: hemat hingga 30%',
  },
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
