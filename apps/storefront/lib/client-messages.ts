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
  'favorites',
  'compare',
];

/** Whether the browser gets a message: its namespace is a client one, or it is one of the spec's flat keys. */
export function isClientMessage(id: string): boolean {
  const dot = id.indexOf('.');
  return dot === -1 || CLIENT_MESSAGE_NAMESPACES.includes(id.slice(0, dot));
}

/** The part of an edition's compiled catalogue the browser needs. */
export function clientMessages(messages: CompiledMessages): CompiledMessages {
  // A subset by design: the ids left out are never formatted in the browser (checked by the test).
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => isClientMessage(id)),
  ) as unknown as CompiledMessages;
}
