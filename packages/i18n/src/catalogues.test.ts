import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { EDITION_KEYS, getEdition, LANGUAGE_OPTIONS, STORES } from '@shop/editions';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, messageArguments, renderMessageTypes } from '../scripts/generate-types.mjs';
import { CATALOGUE_LOCALES, type CatalogueLocale, catalogueLocaleOf, SOURCE_LOCALE } from './locales';

const root = join(import.meta.dirname, '..');
const readJson = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const catalogues = Object.fromEntries(
  CATALOGUE_LOCALES.map((locale) => [locale, readJson(`lang/${locale}.json`) as Record<string, string>]),
) as Record<CatalogueLocale, Record<string, string>>;
const source = catalogues[SOURCE_LOCALE];
const sourceIds = Object.keys(source).sort();
const translated = CATALOGUE_LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/** Every message descriptor declared with defineMessages in src/messages: the only place a text is born. */
async function declaredMessages(): Promise<Record<string, string>> {
  const declared: Record<string, string> = {};
  for (const file of readdirSync(join(root, 'src/messages')).filter((name) => name.endsWith('.ts'))) {
    const name = file.replace(/\.ts$/, '');
    const module: Record<string, Record<string, { id: string; defaultMessage: string }>> = await import(
      `./messages/${name}.ts`
    );
    for (const group of Object.values(module)) {
      for (const { id, defaultMessage } of Object.values(group)) {
        expect(declared, `id ${id} is declared twice`).not.toHaveProperty([id]);
        declared[id] = defaultMessage;
      }
    }
  }
  return declared;
}

/** Plural and select nodes of a message with their option keys, in document order. */
function choices(
  elements: MessageFormatElement[],
  found: { kind: string; name: string; keys: string[] }[] = [],
) {
  for (const el of elements) {
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const kind = el.type === TYPE.select ? 'select' : el.pluralType === 'ordinal' ? 'ordinal' : 'cardinal';
      found.push({ kind, name: el.value, keys: Object.keys(el.options).sort() });
      for (const option of Object.values(el.options)) choices(option.value, found);
    }
  }
  return found;
}

function stripLocations(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, field) => (key === 'location' ? undefined : field)));
}

describe('the source catalogue is what the source declares', () => {
  it('lang/en.json holds exactly the messages of src/messages (run `pnpm extract` after a change)', async () => {
    expect(source).toEqual(await declaredMessages());
  });

  it('the generated MessageId and MessageValues types match lang/en.json', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(renderMessageTypes(source));
  });
});

describe('every key exists in every locale, and no catalogue holds an unused key', () => {
  it.each(translated)('%s has the keys of the source, no more and no fewer', (locale) => {
    expect(Object.keys(catalogues[locale]).sort()).toEqual(sourceIds);
  });

  it.each(CATALOGUE_LOCALES)('%s has no empty message', (locale) => {
    const empty = Object.entries(catalogues[locale]).filter(([, message]) => message.trim() === '');
    expect(empty).toEqual([]);
  });
});

describe('every message parses as ICU and matches the source', () => {
  it.each(CATALOGUE_LOCALES)('%s: every message parses', (locale) => {
    for (const [id, message] of Object.entries(catalogues[locale])) {
      expect(() => parse(message), `${locale} ${id}`).not.toThrow();
    }
  });

  it.each(translated)('%s: placeholders have the names and kinds of the source', (locale) => {
    for (const id of sourceIds) {
      const expected = Object.fromEntries(messageArguments(source[id] ?? ''));
      const actual = Object.fromEntries(messageArguments(catalogues[locale][id] ?? ''));
      expect(actual, `${locale} ${id}`).toEqual(expected);
    }
  });

  it.each(translated)('%s: select options are those of the source', (locale) => {
    for (const id of sourceIds) {
      const selects = (message: string) =>
        choices(parse(message)).filter((choice) => choice.kind === 'select');
      expect(selects(catalogues[locale][id] ?? ''), `${locale} ${id}`).toEqual(selects(source[id] ?? ''));
    }
  });

  it.each(CATALOGUE_LOCALES)('%s: plurals use exactly the categories the locale needs', (locale) => {
    const needed = {
      cardinal: new Intl.PluralRules(locale).resolvedOptions().pluralCategories,
      ordinal: new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories,
    };
    for (const [id, message] of Object.entries(catalogues[locale])) {
      for (const choice of choices(parse(message)).filter((c) => c.kind !== 'select')) {
        const categories = choice.keys.filter((key) => !key.startsWith('='));
        expect(categories, `${locale} ${id} {${choice.name}}`).toEqual(
          [...needed[choice.kind as 'cardinal' | 'ordinal']].sort(),
        );
      }
      const sourcePlurals = choices(parse(source[id] ?? '')).filter((c) => c.kind !== 'select');
      const plurals = choices(parse(message)).filter((c) => c.kind !== 'select');
      expect(plurals.map((c) => c.name).sort(), `${locale} ${id}`).toEqual(
        sourcePlurals.map((c) => c.name).sort(),
      );
    }
  });

  it.each(CATALOGUE_LOCALES)('%s: every message formats with sample values', (locale) => {
    for (const [id, message] of Object.entries(catalogues[locale])) {
      const sample: Record<string, unknown> = {
        number: 3,
        'Date | number': 0,
        string: 'other',
        'string | number': 'x',
      };
      const values = Object.fromEntries(
        [...messageArguments(message)].map(([name, kind]) => [name, sample[kind]]),
      );
      expect(() => new IntlMessageFormat(message, locale).format(values), `${locale} ${id}`).not.toThrow();
    }
  });
});

describe('the compiled catalogues are the catalogues (run `pnpm compile` after a change)', () => {
  it.each(CATALOGUE_LOCALES)('src/compiled/%s.json is lang compiled to ICU syntax trees', (locale) => {
    const compiled = readJson(`src/compiled/${locale}.json`);
    const expected = Object.fromEntries(Object.entries(catalogues[locale]).map(([id, m]) => [id, parse(m)]));
    expect(stripLocations(compiled)).toEqual(stripLocations(expected));
  });
});

describe('translations are translated', () => {
  // Words the language uses as they are in English (loanwords and names a native copywriter keeps); every
  // other text identical to the English source counts as untranslated.
  const sameAsEnglish: Partial<Record<CatalogueLocale, string[]>> = {
    de: ['listing.filters.title', 'product.section.downloads', 'product.section.faq'],
    fr: ['order.item.actions', 'product.download.document', 'product.section.faq', 'store.fr.name'],
    it: ['form.field.password', 'product.section.faq', 'store.at.name', 'store.id.name'],
    nl: ['product.download.document', 'product.download.product', 'product.section.downloads'],
    pl: ['product.section.faq', 'store.at.name'],
    es: ['cart.subtotal', 'order.item.colour', 'order.subtotal', 'store.at.name', 'store.id.name'],
    id: [
      'cart.subtotal',
      'cart.total',
      'order.subtotal',
      'product.section.faq',
      'store.at.name',
      'store.id.name',
    ],
  };
  const words = (message: string) => message.replace(/\{[^{}]*\}/g, '');

  it.each(translated.filter((locale) => locale !== 'en-GB'))('%s leaves no English text behind', (locale) => {
    const allowed = new Set(sameAsEnglish[locale] ?? []);
    const untranslated = sourceIds.filter(
      (id) =>
        /[A-Za-z]{3}/.test(words(source[id] ?? '')) &&
        catalogues[locale][id] === source[id] &&
        !allowed.has(id),
    );
    expect(untranslated).toEqual([]);
  });

  it('en-GB differs from en only where British English does', () => {
    const changed = sourceIds.filter((id) => catalogues['en-GB'][id] !== source[id]);
    for (const id of changed) {
      expect(catalogues['en-GB'][id], id).toMatch(/colour|favourite|postcode|catalogue|trousers/i);
    }
    expect(catalogues['en-GB']['favorites.empty']).toBe("You've no products in your favourite list");
    expect(catalogues['en-GB']['product.colourCount']).toContain('colours');
  });
});

describe('French typography', () => {
  it('uses the typographic apostrophe, and a no-break space before a colon, semicolon, question or exclamation mark and inside guillemets', () => {
    const fr = Object.entries(catalogues.fr);
    expect(fr.filter(([, message]) => message.includes("'")).map(([id]) => id)).toEqual([]);
    expect(fr.filter(([, message]) => / [:;?!»]|« /.test(message)).map(([id]) => id)).toEqual([]);
  });
});

describe('the keys @shop/editions names exist', () => {
  const keys = [
    ...EDITION_KEYS.map((key) => getEdition(key).nameKey),
    ...EDITION_KEYS.map((key) => getEdition(key).languageLabelKey),
    ...STORES.map((store) => store.nameKey),
    ...LANGUAGE_OPTIONS.map((option) => option.labelKey),
  ];

  it.each([...new Set(keys)])('%s', (key) => {
    expect(source).toHaveProperty([key]);
  });

  it.each(EDITION_KEYS)('edition %s maps to a catalogue', (key) => {
    expect(CATALOGUE_LOCALES).toContain(catalogueLocaleOf(key));
  });
});
