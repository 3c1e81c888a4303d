import type IntlMessageFormat from 'intl-messageformat';
import type { MessageId, MessageValues } from './generated/messages';

export type { MessageId, MessageValues };

/** The values argument of a message: required when the message has placeholders, absent otherwise. */
export type MessageArgs<K extends MessageId> = K extends keyof MessageValues
  ? [values: MessageValues[K]]
  : [];

/** A message pre-parsed to its ICU syntax tree, as `formatjs compile --ast` writes it. */
export type MessageAst = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;

/** A compiled catalogue: every message id with its syntax tree. */
export type CompiledMessages = Readonly<Record<MessageId, MessageAst>>;

/**
 * A message as the browser gets it (`browserMessages`): its text when it has no argument, else its syntax tree with
 * each literal as a plain string.
 */
export type BrowserMessage = string | readonly unknown[];

/** A catalogue (or a part of one) as the browser gets it. */
export type BrowserMessages = Readonly<Record<MessageId, BrowserMessage>>;

/** Formats one message by id; a wrong id, or missing values, is a type error. */
export type Translate = <K extends MessageId>(id: K, ...values: MessageArgs<K>) => string;

declare global {
  namespace FormatjsIntl {
    // Makes `formatMessage({ id })` and `<FormattedMessage id>` accept only ids of our catalogues.
    interface Message {
      ids: MessageId;
    }
  }
}
