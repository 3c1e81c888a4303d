// Control characters no typed text holds: every control character (C0, DEL, C1) but tab, line feed and carriage
// return. The shop backend fails on a NUL (and Postgres text cannot store one), so the edge refuses them in form
// fields and cuts them out of texts that are kept whatever they hold (error reports).
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;
const EVERY_CONTROL_CHARACTER = new RegExp(CONTROL_CHARACTERS.source, 'gu');

export const hasControlCharacters = (value: string) => CONTROL_CHARACTERS.test(value);

export const withoutControlCharacters = (value: string) => value.replace(EVERY_CONTROL_CHARACTER, '');

// Half of a UTF-16 pair without its other half: no text, and APIs that encode it as UTF-8 or a URI throw on it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text a field can take as it is: no control characters (but tab and line breaks), no lone surrogate. */
export const isCleanText = (value: string) => !hasControlCharacters(value) && !LONE_SURROGATE.test(value);
