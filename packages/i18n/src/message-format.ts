/**
 * Formats a precompiled ICU message (the syntax tree `formatjs compile --ast` writes) the way `intl-messageformat`
 * formats it, without its parser, memoizer and error classes: what the browser needs for the shop's catalogues.
 * Element kinds by the parser's `TYPE`: 0 literal, 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural,
 * 7 `#`, 8 tag; a literal may also be its plain text (`browserMessages`). A message that cannot be formatted (a
 * missing value, no matching option) throws.
 */

interface Skeleton {
  /** 0 a number skeleton, 1 a date-time skeleton. */
  readonly type: 0 | 1;
  readonly parsedOptions: Intl.NumberFormatOptions & Intl.DateTimeFormatOptions & { scale?: number };
}

interface Options {
  readonly [key: string]: { readonly value: readonly Element[] };
}

type Element =
  | string
  | { readonly type: 0; readonly value: string }
  | { readonly type: 7 }
  | {
      readonly type: 1 | 2 | 3 | 4 | 5 | 6 | 8;
      readonly value: string;
      readonly style?: string | Skeleton | null;
      readonly options?: Options;
      readonly offset?: number;
      readonly pluralType?: Intl.PluralRulesOptions['type'];
      readonly children?: readonly Element[];
    };

/** What a message's date, time and number arguments without a skeleton may name (`{d, date, short}`). */
export interface MessageFormats {
  readonly number: Readonly<Record<string, Intl.NumberFormatOptions>>;
  readonly date: Readonly<Record<string, Intl.DateTimeFormatOptions>>;
  readonly time: Readonly<Record<string, Intl.DateTimeFormatOptions>>;
}

/** intl-messageformat's default named formats. */
export const DEFAULT_MESSAGE_FORMATS: MessageFormats = {
  number: {
    integer: { maximumFractionDigits: 0 },
    currency: { style: 'currency' },
    percent: { style: 'percent' },
  },
  date: {
    short: { month: 'numeric', day: 'numeric', year: '2-digit' },
    medium: { month: 'short', day: 'numeric', year: 'numeric' },
    long: { month: 'long', day: 'numeric', year: 'numeric' },
    full: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  },
  time: {
    short: { hour: 'numeric', minute: 'numeric' },
    medium: { hour: 'numeric', minute: 'numeric', second: 'numeric' },
    long: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
    full: { hour: 'numeric', minute: 'numeric', second: 'numeric', timeZoneName: 'short' },
  },
};

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: new (locale: string, options?: object) => T,
  locale: string,
  options: object | undefined,
): T {
  const key = `${kind.name}|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = new kind(locale, options);
    cache.set(key, format);
  }
  return format;
}

const own = (options: Options, key: string) => (Object.hasOwn(options, key) ? options[key] : undefined);

type Values = Readonly<Record<string, unknown>>;

// A `#` formats the plural's value only directly under its plural (or a tag there), never under a nested select.
function formatElements(
  elements: readonly Element[],
  locale: string,
  formats: MessageFormats,
  values: Values | undefined,
  pound?: number,
): string {
  let text = '';
  for (const element of elements) {
    if (typeof element === 'string') {
      text += element;
      continue;
    }
    if (element.type === 0) {
      text += element.value;
      continue;
    }
    if (element.type === 7) {
      if (typeof pound === 'number') text += cached(Intl.NumberFormat, locale, undefined).format(pound);
      continue;
    }
    const name = element.value;
    if (!values || !(name in values)) throw new Error(`The message needs a value for "${name}"`);
    let value = values[name] as never;
    const style = element.style;
    const skeleton = typeof style === 'object' && style !== null ? style : undefined;
    switch (element.type) {
      case 1:
        text += value ? String(value) : typeof value === 'number' ? value : '';
        break;
      case 2: {
        const options =
          typeof style === 'string'
            ? formats.number[style]
            : skeleton?.type === 0
              ? skeleton.parsedOptions
              : undefined;
        const scale = (options as Skeleton['parsedOptions'] | undefined)?.scale;
        if (scale) value = (typeof value === 'bigint' ? value * BigInt(scale) : value * scale) as never;
        text += cached(Intl.NumberFormat, locale, options).format(value);
        break;
      }
      case 3:
      case 4: {
        const named = element.type === 3 ? formats.date : formats.time;
        const options =
          typeof style === 'string'
            ? named[style]
            : skeleton?.type === 1
              ? skeleton.parsedOptions
              : element.type === 4
                ? formats.time.medium
                : undefined;
        text += cached(Intl.DateTimeFormat, locale, options).format(value);
        break;
      }
      case 5: {
        const option = own(element.options ?? {}, value) ?? element.options?.other;
        if (!option) throw new Error(`No option of "${name}" for "${value}"`);
        text += formatElements(option.value, locale, formats, values);
        break;
      }
      case 6: {
        const options = element.options ?? {};
        const count = (typeof value === 'bigint' ? Number(value) : value) - (element.offset || 0);
        const option =
          own(options, `=${value}`) ??
          own(options, cached(Intl.PluralRules, locale, { type: element.pluralType }).select(count)) ??
          options.other;
        if (!option) throw new Error(`No option of "${name}" for "${value}"`);
        text += formatElements(option.value, locale, formats, values, count);
        break;
      }
      case 8: {
        const tag = value as unknown;
        if (typeof tag !== 'function') throw new Error(`The value of the tag "${name}" must be a function`);
        const chunks: unknown = tag([formatElements(element.children ?? [], locale, formats, values, pound)]);
        text += (Array.isArray(chunks) ? chunks : [chunks]).join('');
        break;
      }
    }
  }
  return text;
}

/**
 * The text of a compiled message in a locale, with its values, as `new IntlMessageFormat(ast, locale).format()`; also
 * of a message as `browserMessages` writes it.
 */
export function formatMessageAst(
  message: string | readonly unknown[],
  locale: string,
  values?: Values,
  formats: MessageFormats = DEFAULT_MESSAGE_FORMATS,
): string {
  if (typeof message === 'string') return message;
  return formatElements(message as readonly Element[], locale, formats, values);
}
