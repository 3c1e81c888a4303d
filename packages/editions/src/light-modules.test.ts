import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Browser code imports these (the session's storage keys, the shell's timings, the listing's parameters); the
// package is built one module per file, so each stays that small only while it imports no other module at run
// time, the edition registry least of all.
const LIGHT_MODULES = ['compare.ts', 'constants.ts', 'cookies.ts', 'images.ts', 'params.ts'];

describe('modules browser code imports carry no edition registry', () => {
  it.each(LIGHT_MODULES)('%s imports nothing at run time', (file) => {
    const code = readFileSync(join(import.meta.dirname, file), 'utf8');
    const imports = [...code.matchAll(/^import\s+(?!type\s)[\s\S]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
    expect(imports).toEqual([]);
  });

  it('the check sees a run-time import and lets a type import through', () => {
    const imports = (code: string) =>
      [...code.matchAll(/^import\s+(?!type\s)[\s\S]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
    expect(imports("import { EDITIONS, type EditionKey } from './editions.js';")).toEqual(['./editions.js']);
    expect(imports("import type { EditionKey } from './editions.js';")).toEqual([]);
  });
});
