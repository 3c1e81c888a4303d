// The shop extends Next.js and Node only where they document it (docs/own-server.md): a Next upgrade must not break
// it silently. This scans the repo's own source for the two ways that happened before: reaching into Next's private
// modules (a path under next/dist, which Next may move in any release), and patching the prototype of a class of
// Node, the platform or a library, which changes it for every caller in the process.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SOURCE_DIRS = ['apps', 'packages', 'bench', 'scripts', 'test-support'];
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
/** Installed, built or generated, not written here. */
const SKIPPED = new Set([
  'node_modules',
  '.next',
  'dist',
  '.turbo',
  'coverage',
  'storybook-static',
  'test-results',
]);

/** A module name under Next's private folder, in an import, a require or a resolve. */
const NEXT_PRIVATE_MODULE = /["'`]next\/dist\//;
/** `X.prototype.y = …`, `X.prototype[y] = …`, or `Object.defineProperty`/`Object.assign` onto `X.prototype`. */
const PROTOTYPE_ASSIGNMENT =
  /\b([A-Z][\w$]*)\.prototype(?:\.[\w$]+|\[[^\]]+\])\s*=[^=]|Object\.(?:defineProperty|defineProperties|assign)\(\s*([A-Z][\w$]*)\.prototype\b/;

/**
 * Allowed: a unit test stubbing a browser API that happy-dom lacks (`Element.prototype.scrollIntoView` in ui's
 * tests). That prototype belongs to the test's own simulated DOM, which lives and dies with the test file; a real
 * browser has the method, and no server or shipped code is touched.
 */
const DOM_CLASS = /^(?:Element|Document|Window|(?:HTML|SVG)\w*Element)$/;
const isTest = (path: string) => /\.test\.[jt]sx?$/.test(path);

/** This file's own examples of what is flagged. */
const SELF = relative(ROOT, import.meta.filename);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

/** What a file does that the rules forbid, as `line: text`. */
export function undocumentedUses(path: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const where = `${path}:${index + 1}: ${line.trim()}`;
    if (NEXT_PRIVATE_MODULE.test(line)) return [where];
    const patched = PROTOTYPE_ASSIGNMENT.exec(line);
    if (!patched) return [];
    const owner = patched[1] ?? patched[2] ?? '';
    return isTest(path) && DOM_CLASS.test(owner) ? [] : [where];
  });
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)));

describe('only documented extension points of Next.js and Node', () => {
  it('finds the source to check', () => {
    expect(files).toContain('apps/storefront/proxy.ts');
    expect(files).toContain('packages/ui/src/faq/FaqAccordion.test.tsx');
    expect(files.some((path) => path.includes('node_modules') || path.includes('/.next/'))).toBe(false);
  });

  it('no source imports a private Next module or patches a prototype', () => {
    const found = files
      .filter((path) => path !== SELF)
      .flatMap((path) => undocumentedUses(path, readFileSync(join(ROOT, path), 'utf8')));
    expect(found).toEqual([]);
  });

  it.each([
    ["import x from 'next/dist/server/lib/incremental-cache/file-system-cache.js';", 'lib/a.ts'],
    ["const bin = require.resolve('next/dist/bin/next');", 'bench/a.mjs'],
    ['const m = await import(`next/dist/server/request-meta`);', 'lib/a.ts'],
    ['Server.prototype.emit = function emit() {};', 'server/a.ts'],
    ['http.Server.prototype["emit"] = patched;', 'server/a.ts'],
    ["Object.defineProperty(Response.prototype, 'json', { value: json });", 'lib/a.ts'],
    ['Element.prototype.scrollIntoView = () => {};', 'src/a.ts'],
    ['Array.prototype.includes = () => true;', 'src/a.test.ts'],
  ])('flags %s in %s', (line, path) => {
    expect(undocumentedUses(path, line)).toHaveLength(1);
  });

  it.each([
    ['Element.prototype.scrollIntoView = function () {};', 'packages/ui/src/a.test.tsx'],
    ['HTMLDialogElement.prototype.showModal = () => {};', 'packages/ui/src/a.test.tsx'],
    ['return Array.prototype.push.apply(layer, entries);', 'e2e/a.spec.ts'],
    ['if (Server.prototype.emit === original) return;', 'server/a.ts'],
    ["import next from 'next';", 'server/a.ts'],
    ["import { after } from 'next/server';", 'lib/a.ts'],
  ])('lets %s in %s pass', (line, path) => {
    expect(undocumentedUses(path, line)).toEqual([]);
  });
});
