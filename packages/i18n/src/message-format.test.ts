import { parse } from '@formatjs/icu-messageformat-parser';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalogues';
import { CATALOGUE_LOCALES } from './locales';
import { argumentsOf } from './message-arguments.test-helper';
import { DEFAULT_MESSAGE_FORMATS, formatMessageAst } from './message-format';
import type { MessageAst } from './types';

// Every plural category of the nine locales (pl few 2–4 and 22, many 5 and 25, fractions), zero and large.
const COUNTS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 1000000, 1.5, 1234.5, -1];
// Text values: a word, an empty string, a number passed as text, a value with ICU-looking characters.
const TEXTS = ['‹x›', '', 12.5, "{it's} #"];

/** What intl-messageformat makes of it: the text, or the error's name when it throws. */
function reference(ast: unknown, locale: string, values?: Record<string, unknown>, formats?: object): string {
  try {
    return String(new IntlMessageFormat(ast as MessageAst, locale, formats).format(values as never));
  } catch {
    return 'throws';
  }
}

function ours(ast: unknown, locale: string, values?: Record<string, unknown>, formats?: never): string {
  try {
    return formatMessageAst(ast as MessageAst, locale, values, formats);
  } catch {
    return 'throws';
  }
}

describe('every compiled message of every catalogue formats as intl-messageformat formats it', () => {
  it.each(CATALOGUE_LOCALES)('%s', async (locale) => {
    const messages = await loadMessages(locale);
    let compared = 0;
    for (const [id, ast] of Object.entries(messages) as [string, MessageAst][]) {
      const args = [...argumentsOf(ast)];
      const runs = args.length ? Math.max(COUNTS.length, TEXTS.length) : 1;
      for (let run = 0; run < runs; run += 1) {
        const values = Object.fromEntries(
          args.map(([name, kind]) => [
            name,
            kind === 'number' ? COUNTS[run % COUNTS.length] : TEXTS[run % TEXTS.length],
          ]),
        );
        const expected = reference(ast, locale, values);
        expect(expected, `${locale} ${id}`).not.toBe('throws');
        expect(ours(ast, locale, values), `${locale} ${id} ${JSON.stringify(values)}`).toBe(expected);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });
});

// What the catalogues do not use today but ICU allows: the formatter must still agree, or throw where it throws.
const SYNTAX: [string, Record<string, unknown>[]][] = [
  ['{n, number}', [{ n: 1234.5 }, { n: 0 }, { n: '42' }, { n: 12n }]],
  ['{n, number, integer} {n, number, percent}', [{ n: 0.256 }, { n: 1234.5 }]],
  ['{n, number, ::currency/EUR} {n, number, ::percent scale/100}', [{ n: 0.5 }, { n: 19.99 }]],
  ['{n, number, ::compact-short}', [{ n: 12345 }]],
  [
    '{d, date} {d, date, short} {d, date, medium} {d, date, long} {d, date, full}',
    [{ d: Date.UTC(2026, 10, 22) }],
  ],
  ['{d, time} {d, time, short} {d, time, long}', [{ d: new Date(Date.UTC(2026, 10, 22, 14, 5, 9)) }]],
  ['{d, date, ::yyyyMMMd}', [{ d: Date.UTC(2026, 0, 3) }]],
  ['{d, date}', [{ d: 'not a date' }]],
  [
    '{kind, select, a {Alpha} b {Beta {n}} other {Other}}',
    [{ kind: 'a' }, { kind: 'b', n: 2 }, { kind: 'zz' }],
  ],
  ['{kind, select, a {Alpha}}', [{ kind: 'b' }, { kind: 'a' }]],
  ['{kind, select, constructor {C} other {O}}', [{ kind: 'constructor' }, { kind: 'toString' }]],
  [
    '{n, plural, =0 {none} one {# item} few {# items (few)} many {# items (many)} other {# items}}',
    [{ n: 0 }, { n: 1 }, { n: 2 }, { n: 5 }, { n: 22 }, { n: 1.5 }, { n: '3' }, { n: 3n }, { n: 1234567 }],
  ],
  [
    '{n, plural, offset:1 =0 {nobody} =1 {only {who}} one {{who} and # other} other {{who} and # others}}',
    [
      { n: 0, who: 'Ann' },
      { n: 1, who: 'Ann' },
      { n: 2, who: 'Ann' },
      { n: 5, who: 'Ann' },
    ],
  ],
  [
    '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
    [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 11 }, { n: 23 }],
  ],
  [
    '{n, plural, one {{g, select, f {# her} other {# them}}} other {# #}}',
    [
      { n: 1, g: 'f' },
      { n: 4, g: 'x' },
    ],
  ],
  ['{n, plural, =5 {five}}', [{ n: 5 }, { n: 6 }]],
  ['# outside {a}', [{ a: 'x' }]],
  ['{a} and {b}', [{ a: 'x' }, { a: 'x', b: null }, { a: false, b: 0 }, { a: undefined, b: Number.NaN }]],
  [
    'Read <b>the {what}</b> now',
    [{ what: 'terms', b: (chunks: string[]) => `[${chunks.join('')}]` }, { what: 'x' }],
  ],
  ['{n, plural, other {<b>#</b> left}}', [{ n: 3, b: (chunks: string[]) => ['*', ...chunks, '*'] }]],
  ["It''s '{'literal'}' text", [{}]],
];

describe('ICU syntax the catalogues may use later', () => {
  for (const locale of ['en', 'de-DE', 'pl-PL', 'fr-FR', 'en-GB', 'id-ID']) {
    it.each(SYNTAX)(`${locale}: %s`, (message, cases) => {
      const ast = parse(message, { shouldParseSkeletons: true, requiresOtherClause: false });
      for (const values of cases) {
        expect(
          ours(ast, locale, values),
          JSON.stringify(values, (_, v) => String(v)),
        ).toBe(reference(ast, locale, values));
      }
    });
  }

  it('puts a time zone into named date and time formats as it is given', () => {
    const ast = parse('{d, date, long} {d, time, short} {d, date}');
    const formats = {
      ...DEFAULT_MESSAGE_FORMATS,
      date: { long: { ...DEFAULT_MESSAGE_FORMATS.date.long, timeZone: 'Pacific/Auckland' } },
      time: { short: { ...DEFAULT_MESSAGE_FORMATS.time.short, timeZone: 'Pacific/Auckland' } },
    };
    const values = { d: Date.UTC(2026, 10, 22, 20, 0) };
    expect(ours(ast, 'de-DE', values, formats as never)).toBe(reference(ast, 'de-DE', values, formats));
    expect(ours(ast, 'de-DE', values, formats as never)).toContain('23. November 2026 09:00');
  });

  it('formats a `#` of a syntax tree only directly under its plural, as intl-messageformat does', () => {
    // The parser writes `#` under a nested select as text; a tree built otherwise must still agree.
    const pound = { type: 7, location: undefined };
    const select = { type: 5, value: 'g', options: { other: { value: [pound, { type: 0, value: ' x' }] } } };
    const ast = [
      {
        type: 6,
        value: 'n',
        pluralType: 'cardinal',
        offset: 0,
        options: { other: { value: [pound, select] } },
      },
    ];
    expect(ours(ast, 'de-DE', { n: 1234, g: 'a' })).toBe(reference(ast, 'de-DE', { n: 1234, g: 'a' }));
    expect(ours(ast, 'de-DE', { n: 1234, g: 'a' })).toBe('1.234 x');
  });

  it('throws where intl-messageformat throws: a missing value, no option, a tag without a function', () => {
    for (const [message, values] of [
      ['{a}', {}],
      ['{n, plural, one {x}}', { n: 3 }],
      ['{k, select, a {x}}', { k: 'b' }],
      ['<b>x</b>', {}],
    ] as const) {
      const ast = parse(message, { requiresOtherClause: false });
      expect(reference(ast, 'en', values)).toBe('throws');
      expect(() => formatMessageAst(ast, 'en', values)).toThrow();
    }
  });
});
