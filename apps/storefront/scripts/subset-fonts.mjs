#!/usr/bin/env node
// Writes the shop's web fonts (app/fonts) from the full Source Sans 3 files (font-sources): only the characters
// the nine editions' languages, prices and typography need, renamed 'Shop Sans' (the OFL reserves 'Source' for
// the unmodified font). Run after changing the character set: `pnpm --filter @shop/storefront fonts`; the outputs
// are committed, so builds never run it. lib/fonts.test.ts proves every catalogue text is covered.
import { copyFileSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';
import { nameTable, replaceTable } from './sfnt-names.mjs';

const sources = fileURLToPath(new URL('../font-sources/', import.meta.url));
const outputs = fileURLToPath(new URL('../app/fonts/', import.meta.url));

export const FAMILY = 'Shop Sans';

// [first, last] code points.
const RANGES = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement: de, fr, it, nl, es, id accents, « », £, ×, nbsp
  [0x0100, 0x017f], // Latin Extended-A: Polish ąćęłńśźż, French œ Ÿ
  [0x2009, 0x200a], // thin and hair space
  [0x2010, 0x2014], // hyphens, en and em dash
  [0x2018, 0x201e], // typographic quotes: ‘ ’ ‚ “ ” „
  [0x2020, 0x2022], // † ‡ •
  [0x2026, 0x2026], // …
  [0x202f, 0x202f], // narrow no-break space (French number grouping)
  [0x2030, 0x2030], // ‰
  [0x2039, 0x203a], // ‹ ›
  [0x2044, 0x2044], // fraction slash
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2212, 0x2212], // minus sign
];

// Default shaping features plus tabular figures (prices in totals); stylistic sets would pull in alternates.
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'tnum'];

const FACES = [
  { source: 'SourceSans3-Regular.woff2', output: 'shop-sans-400.woff2', style: 'Regular' },
  { source: 'SourceSans3-Bold.woff2', output: 'shop-sans-700.woff2', style: 'Bold' },
  { source: 'SourceSans3-It.woff2', output: 'shop-sans-400-italic.woff2', style: 'Italic' },
  { source: 'SourceSans3-BoldIt.woff2', output: 'shop-sans-700-italic.woff2', style: 'Bold Italic' },
];

function characters() {
  let text = '';
  for (const [first, last] of RANGES) {
    for (let code = first; code <= last; code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** The names of the subset: ours for family and style, the original's copyright, version and licence. */
function names(original, style) {
  const record = (key) => original.name.records[key]?.en ?? '';
  const postscript = `ShopSans-${style.replace(' ', '')}`;
  return {
    0: record('copyright'),
    1: FAMILY,
    2: style,
    3: `${postscript}; a subset of ${record('postscriptName')} ${record('version').split(';')[0]}`,
    4: `${FAMILY} ${style}`,
    5: record('version'),
    6: postscript,
    13: record('license'),
    14: record('licenseURL'),
  };
}

async function subset({ source, output, style }) {
  const original = readFileSync(`${sources}${source}`);
  const sfnt = await subsetFont(original, characters(), { targetFormat: 'sfnt', keepFeatures: FEATURES });
  const renamed = replaceTable(sfnt, 'name', nameTable(names(fontkit.create(original), style)));
  writeFileSync(`${outputs}${output}`, await fontverter.convert(renamed, 'woff2', 'sfnt'));
  const kB = (path) => `${(statSync(path).size / 1024).toFixed(1)} kB`;
  console.log(`${output}: ${kB(`${outputs}${output}`)} (from ${source}, ${kB(`${sources}${source}`)})`);
}

for (const face of FACES) await subset(face);
copyFileSync(`${sources}OFL.txt`, `${outputs}OFL.txt`);
