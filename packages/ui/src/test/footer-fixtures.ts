// A footer as the de edition's footer-snippet fills it, for the shell's tests and stories.
import type { FooterContent } from '../shell/footer-model';

const icon = (name: string, href: string | null = null) => ({ src: `/images/${name}.svg`, alt: name, href });

export const SAMPLE_FOOTER: FooterContent = {
  columns: [
    {
      headline: 'Kundenservice',
      links: [
        { label: 'FAQ', href: '/de/service/faq' },
        { label: 'Gebrauchsanweisungen', href: '/de/service/gebrauchsanweisung' },
      ],
      images: [],
    },
    {
      headline: 'Unternehmen',
      links: [
        { label: 'Über uns', href: '/de/ueber-uns/' },
        { label: 'Karriere', href: 'https://jobs.example', targetBlank: true },
      ],
      images: [],
    },
  ],
  contact: [
    {
      headline: 'Fragen? Wir helfen gerne',
      html: '<p>Mo–Fr 8–18 Uhr, +49 731 39890</p><p><a href="mailto:service@example.com">service@example.com</a></p>',
    },
  ],
  payment: { headline: 'Bezahlarten', items: [icon('paypal'), icon('visa'), icon('klarna')] },
  shipping: { headline: 'Versand', items: [icon('dhl'), icon('dpd')] },
  social: {
    headline: 'Folgen Sie uns',
    items: [
      icon('facebook', 'https://www.facebook.com/vitalis'),
      icon('instagram', 'https://www.instagram.com/vitalis'),
    ],
  },
  app: { headline: 'Unsere App', items: [icon('app-store', 'https://apps.apple.com/app/vitalis-health')] },
  info: [
    { label: 'Impressum', href: '/de/impressum/' },
    { label: 'Datenschutz', href: '/de/datenschutz/' },
  ],
  textRows: ['Alle Preise inkl. 19 % MwSt., zzgl. Versandkosten', '© 2026 Vitalis Home Health'],
};
