// The shell's texts as a shopper reads them in the editions the browser tests visit (global: the spec's English).
export const SHELL_TEXT = {
  global: {
    home: '/global/',
    nav: 'Main navigation',
    submenu: /^Subcategories of /,
    openMenu: 'Open menu',
    openSearch: 'Open search',
    closeSearch: 'Close search',
    footer: 'Footer',
    email: 'Email address',
    subscribe: 'Subscribe',
    success: 'Thank you for subscribing! Please check your inbox to confirm your subscription.',
    failure: 'Sorry, your subscription did not work. Please try again later.',
    required: 'Please enter your email!',
    badge: 'New',
    showAll: (category: string) => `Show all in ${category}`,
    trustedShops: 'Our Trusted Shops certificate (opens in a new tab)',
  },
  de: {
    home: '/de/',
    nav: 'Hauptnavigation',
    submenu: /^Unterkategorien von /,
    openMenu: 'Menü öffnen',
    openSearch: 'Suche öffnen',
    closeSearch: 'Suche schließen',
    footer: 'Fußzeile',
    email: 'E-Mail-Adresse',
    subscribe: 'Anmelden',
    success:
      'Vielen Dank für Ihre Anmeldung! Bitte bestätigen Sie sie über den Link in der E-Mail, die wir Ihnen soeben geschickt haben.',
    failure: 'Leider hat die Anmeldung nicht geklappt. Bitte versuchen Sie es später noch einmal.',
    required: 'Bitte geben Sie Ihre E-Mail-Adresse ein!',
    badge: 'Neu',
    showAll: (category: string) => `Alles in ${category} anzeigen`,
    trustedShops: 'Unser Trusted-Shops-Zertifikat (öffnet in einem neuen Tab)',
  },
  pl: {
    home: '/pl/',
    nav: 'Menu główne',
    submenu: /^Podkategorie: /,
    openMenu: 'Otwórz menu',
    openSearch: 'Otwórz wyszukiwanie',
    closeSearch: 'Zamknij wyszukiwanie',
    footer: 'Stopka',
    email: 'Adres e-mail',
    subscribe: 'Zapisz się',
    success:
      'Dziękujemy za zapisanie się! Potwierdź subskrypcję, klikając link w wiadomości e-mail, którą właśnie wysłaliśmy.',
    failure: 'Niestety nie udało się zapisać Cię do newslettera. Spróbuj ponownie później.',
    required: 'Podaj swój adres e-mail!',
    badge: 'Nowość',
    showAll: (category: string) => `Pokaż wszystko w kategorii ${category}`,
    // The pl edition has no trusted-shop id in these tests (playwright.config.ts).
    trustedShops: null,
  },
} as const;

export type ShellEdition = keyof typeof SHELL_TEXT;
export const SHELL_EDITIONS = Object.keys(SHELL_TEXT) as ShellEdition[];

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
