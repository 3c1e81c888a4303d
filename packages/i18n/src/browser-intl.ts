import { DEFAULT_MESSAGE_FORMATS, formatMessageAst, type MessageFormats } from './message-format';
import type { BrowserMessage, BrowserMessages, CompiledMessages, MessageId } from './types';

/**
 * What client components format with: messages, dates and numbers of one locale. It formats the precompiled
 * catalogues exactly as `@formatjs/intl` does (its formats and time-zone handling) with the package's own formatter
 * of precompiled messages (`message-format.ts`) instead of formatjs and react-intl, which every page would load.
 */
export interface BrowserIntl {
  readonly locale: string;
  readonly timeZone?: string;
  readonly formatMessage: (descriptor: { id: MessageId }, values?: Record<string, unknown>) => string;
  /** A date in the locale (and the provider's time zone unless the options name one), as formatjs' `formatDate`. */
  readonly formatDate: (value: Date | string | number, options?: Intl.DateTimeFormatOptions) => string;
  readonly formatNumber: (value: number | bigint, options?: Intl.NumberFormatOptions) => string;
}

type NamedFormats = Readonly<Record<string, Intl.DateTimeFormatOptions>>;

const withTimeZone = (options: NamedFormats, timeZone: string): NamedFormats =>
  Object.fromEntries(Object.entries(options).map(([name, format]) => [name, { timeZone, ...format }]));

// As formatjs: with a time zone, the named date and time formats of a message carry it.
function formatsFor(timeZone: string | undefined): MessageFormats {
  if (!timeZone) return DEFAULT_MESSAGE_FORMATS;
  return {
    ...DEFAULT_MESSAGE_FORMATS,
    date: withTimeZone(DEFAULT_MESSAGE_FORMATS.date, timeZone),
    time: withTimeZone(DEFAULT_MESSAGE_FORMATS.time, timeZone),
  };
}

// formatjs reports a missing or broken message and renders the id; outside production it logs the error.
function report(error: string, cause?: unknown): void {
  if (process.env.NODE_ENV !== 'production') console.error(`[@shop/i18n] ${error}`, cause ?? '');
}

/** The client's intl object for a locale and its catalogue (compiled, or as `browserMessages` writes it). */
export function createBrowserIntl(
  locale: string,
  messages: CompiledMessages | BrowserMessages,
  timeZone?: string,
): BrowserIntl {
  const formats = formatsFor(timeZone);
  const catalogue = messages as Readonly<Record<string, BrowserMessage | undefined>>;

  const formatMessage: BrowserIntl['formatMessage'] = ({ id }, values) => {
    const message = Object.hasOwn(catalogue, id) ? catalogue[id] : undefined;
    if (message === undefined) {
      report(`Missing message: "${id}" for locale "${locale}", using the id as fallback.`);
      return id;
    }
    if (typeof message === 'string') return message;
    const [first] = message as readonly { type?: number; value?: string }[];
    if (message.length === 1 && first?.type === 0 && typeof first.value === 'string') return first.value;
    try {
      return formatMessageAst(message, locale, values, formats);
    } catch (error) {
      report(`Error formatting message: "${id}" for locale "${locale}", using the id as fallback.`, error);
      return id;
    }
  };

  const formatDate: BrowserIntl['formatDate'] = (value, options = {}) => {
    const date = typeof value === 'string' ? new Date(value || 0) : value;
    try {
      return new Intl.DateTimeFormat(locale, { ...(timeZone ? { timeZone } : {}), ...options }).format(date);
    } catch (error) {
      report('Error formatting date.', error);
      return String(date);
    }
  };

  const formatNumber: BrowserIntl['formatNumber'] = (value, options = {}) => {
    try {
      return new Intl.NumberFormat(locale, options).format(value);
    } catch (error) {
      report('Error formatting number.', error);
      return String(value);
    }
  };

  return { locale, ...(timeZone ? { timeZone } : {}), formatMessage, formatDate, formatNumber };
}
