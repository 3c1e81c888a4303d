import { type BrowserMessages, browserMessages, type CompiledMessages } from '@shop/i18n';

/**
 * The namespaces of the catalogue the browser's components use. The layout hands the client only these (about
 * 40 % of the catalogue), since the messages travel in every page's HTML; server components format with the
 * whole catalogue (`getIntl`). `client-messages.test.ts` fails when client code names an id outside them: add its
 * namespace here when a screen starts using one.
 */
export const CLIENT_MESSAGE_NAMESPACES: readonly string[] = [
  'common',
  'price',
  'shell',
  'search',
  'listing',
  'product',
  'cart',
  'error',
  // The footer's newsletter form, on every page (its confirmation pages render on the server).
  'newsletter.title',
  'newsletter.text',
  'newsletter.success',
  'newsletter.email',
  'newsletter.voucher',
  'newsletter.consent',
  'newsletter.submit',
  'newsletter.submitting',
  'form.field.email',
  'form.mandatoryNote',
  // The header's account menu and the cart's checkout dialog (its 'Cancel'), on every page.
  'account.welcome',
  'account.menu',
  'account.nav',
  'account.cancel',
  'checkout',
  'favorites',
  'compare',
  // The notice of a page whose content service failed: a kind of `EmptyState`, whose module the cart shares.
  'content.unavailable',
];

/**
 * What a screen's client components add to the client part; only that screen's pages send them to the browser,
 * through `<ScreenTexts>` around those components.
 */
export const SCREEN_MESSAGE_NAMESPACES = {
  /** The account pages' forms (docs/accounts.md). */
  account: ['account', 'form', 'validation', 'order'],
  /** The product page's reviews, back-in-stock form and bundles, and the bundle page. */
  product: ['reviews', 'backInStock', 'bundle', 'validation.review', 'validation.email'],
  /** FAQ, manuals and blog. */
  service: ['faq', 'manuals', 'blog'],
} as const satisfies Record<string, readonly string[]>;

export type Screen = keyof typeof SCREEN_MESSAGE_NAMESPACES;

const inNamespaces = (id: string, namespaces: readonly string[]) =>
  namespaces.some((namespace) => id === namespace || id.startsWith(`${namespace}.`));

/** Whether the browser gets a message: its namespace is a client one, or it is one of the spec's flat keys. */
export function isClientMessage(id: string): boolean {
  return !id.includes('.') || inNamespaces(id, CLIENT_MESSAGE_NAMESPACES);
}

/** Whether a screen's pages send the message to the browser. */
export function isScreenMessage(id: string, screen: Screen): boolean {
  return isClientMessage(id) || inNamespaces(id, SCREEN_MESSAGE_NAMESPACES[screen]);
}

/** Whether some page sends the message to the browser. */
export function isAnyScreenMessage(id: string): boolean {
  return (Object.keys(SCREEN_MESSAGE_NAMESPACES) as Screen[]).some((screen) => isScreenMessage(id, screen));
}

/** The part of an edition's compiled catalogue the browser needs, in the lighter form a page carries. */
export function clientMessages(messages: CompiledMessages): BrowserMessages {
  // A subset by design: the ids left out are never formatted in the browser (checked by the test).
  return browserMessages(
    Object.fromEntries(
      Object.entries(messages).filter(([id]) => isClientMessage(id)),
    ) as unknown as CompiledMessages,
  );
}

/** The part a screen's client components need: the client part and the screen's own texts. */
export function screenMessages(messages: CompiledMessages, screen: Screen): BrowserMessages {
  return browserMessages(
    Object.fromEntries(
      Object.entries(messages).filter(([id]) => isScreenMessage(id, screen)),
    ) as unknown as CompiledMessages,
  );
}
