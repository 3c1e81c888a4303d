import { fileURLToPath } from 'node:url';
import { EDITION_KEYS } from '@shop/editions';
import { CATALOGUE_LOCALES, formatDate, formatPrice, loadMessages } from '@shop/i18n';
import { type Font, openSync } from 'fontkit';
import { describe, expect, it } from 'vitest';

const FACES = ['shop-sans-400', 'shop-sans-700', 'shop-sans-400-italic', 'shop-sans-700-italic'];

function face(name: string): Font {
  const font = openSync(fileURLToPath(new URL(`../app/fonts/${name}.woff2`, import.meta.url)));
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${name} is a collection, not a font`);
  return font;
}

/** The characters of `text` the font has no glyph for (control characters are never drawn). */
function missingCharacters(font: Font, text: string): string[] {
  const characters = new Set([...text].filter((character) => character >= ' '));
  return [...characters].filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0) ?? 0));
}

/** Every string in a compiled catalogue: the literal parts of each message, its plural branches included. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const formatted = EDITION_KEYS.flatMap((edition) => [
  formatPrice('1234567.89', edition),
  formatDate(new Date(Date.UTC(2026, 8, 30)), edition),
]).join(' ');

describe('the subset fonts draw every text the shop shows', () => {
  it.each(FACES)(
    '%s has a glyph for every character of the nine catalogues, prices and dates',
    async (name) => {
      const font = face(name);
      const catalogues = await Promise.all(CATALOGUE_LOCALES.map(loadMessages));
      const text = [...catalogues.flatMap(strings), formatted].join(' ');
      expect(missingCharacters(font, text)).toEqual([]);
      expect(missingCharacters(font, 'Zażółć gęślą jaźń — „Größe“ « prix » ¿Qué? 19,99 € £ zł')).toEqual([]);
    },
  );

  it('is a subset: scripts no edition writes in are left out', () => {
    expect(missingCharacters(face('shop-sans-400'), 'Привет Ελλάδα ș')).toEqual([...'ПриветΕλάδαș']);
  });

  it.each(FACES)('%s is renamed (the OFL reserves the original name)', (name) => {
    expect(face(name).familyName).toBe('Shop Sans');
  });
});
