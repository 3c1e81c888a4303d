import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Browser code imports these (the session's storage keys, the shell's timings, the listing's parameters); the
// package is built one module per file, so each stays that small only while it imports no other module at run
// time, the edition registry least of all.
const LIGHT_MODULES = ['compare.ts', 'constants.ts', 'cookies.ts', 'images.ts', 'params.ts'];

/** The modules a file imports or re-exports at run time (`import type` and `export type` left out). */
const runtimeImports = (code: string) =>
  [...code.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1]);

describe('modules browser code imports carry no edition registry', () => {
  it.each(LIGHT_MODULES)('%s imports nothing at run time', (file) => {
    const code = readFileSync(join(import.meta.dirname, file), 'utf8');
    expect(runtimeImports(code)).toEqual([]);
  });

  it('the check sees a run-time import or re-export and lets a type import through', () => {
    expect(runtimeImports("import { EDITIONS, type EditionKey } from './editions.js';")).toEqual([
      './editions.js',
    ]);
    expect(runtimeImports("import type { EditionKey } from './editions.js';")).toEqual([]);
    expect(runtimeImports("export { EDITIONS } from './editions.js';")).toEqual(['./editions.js']);
    expect(runtimeImports("export const A = 1;\nimport type { B } from './b.js';")).toEqual([]);
  });
});
