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
  'reviews',
  'backInStock',
  'bundle',
  // Parts of a namespace: the review and back-in-stock forms' fields and rules, the product FAQ page.
  'validation.review',
  'validation.email',
  'form.field.email',
  'form.mandatoryNote',
  'faq',
  'manuals',
  'blog',
  'newsletter',
  'form',
  'store',
  'language',
];

/** Whether the browser gets a message: it is in a client namespace (or part), or one of the spec's flat keys. */
export function isClientMessage(id: string): boolean {
  return (
    !id.includes('.') ||
    CLIENT_MESSAGE_NAMESPACES.some((namespace) => id === namespace || id.startsWith(`${namespace}.`))
  );
}

/** The part of an edition's compiled catalogue the browser needs. */
export function clientMessages(messages: CompiledMessages): CompiledMessages {
  // A subset by design: the ids left out are never formatted in the browser (checked by the test).
  return Object.fromEntries(
    Object.entries(messages).filter(([id]) => isClientMessage(id)),
  ) as unknown as CompiledMessages;
}
