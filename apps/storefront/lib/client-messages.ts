import type { CompiledMessages } from '@shop/i18n';

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
  // The header's account menu and the cart's checkout dialog, on every page.
  'account.welcome',
  'account.menu',
  'account.nav',
  'checkout',
];

/** What the account pages' forms add (docs/accounts.md); only those pages send them to the browser. */
export const ACCOUNT_MESSAGE_NAMESPACES: readonly string[] = ['account', 'form', 'validation', 'order'];

const inNamespaces = (id: string, namespaces: readonly string[]) =>
  namespaces.some((namespace) => id === namespace || id.startsWith(`${namespace}.`));

/** Whether the browser gets a message: its namespace is a client one, or it is one of the spec's flat keys. */
export function isClientMessage(id: string): boolean {
  return !id.includes('.') || inNamespaces(id, CLIENT_MESSAGE_NAMESPACES);
}

export function isAccountPageMessage(id: string): boolean {
  return isClientMessage(id) || inNamespaces(id, ACCOUNT_MESSAGE_NAMESPACES);
}

/** The part of an edition's compiled catalogue the browser needs. */
export function clientMessages(messages: CompiledMessages): CompiledMessages {
  // A subset by design: the ids left out are never formatted in the browser (checked by the test).
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => isClientMessage(id)),
  ) as unknown as CompiledMessages;
}

/** The part an account page's client components need: the client part and the account forms' texts. */
export function accountPageMessages(messages: CompiledMessages): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => isAccountPageMessage(id)),
  ) as unknown as CompiledMessages;
}
