import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ui from './index';

const src = import.meta.dirname;

function files(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'internal' ? [] : files(path, ending);
    return entry.name.endsWith(ending) ? [relative(src, path)] : [];
  });
}

describe('the package: one stylesheet, each component with its test and story', () => {
  it('styles.css imports every component stylesheet', () => {
    const imported = [
      ...readFileSync(join(src, 'styles.css'), 'utf8').matchAll(/@import ['"]\.\/(.+?)['"];/g),
    ].map((m) => m[1]);
    expect(imported.sort()).toEqual(
      files(src, '.css')
        .filter((f) => f !== 'styles.css')
        .sort(),
    );
  });

  it('every component file has a test and a story beside it, and is exported', () => {
    const components = files(src, '.tsx').filter((f) => !/\.(test|stories)\.tsx$/.test(f));
    const missing = components.filter(
      (f) =>
        !files(src, '.test.tsx').includes(f.replace('.tsx', '.test.tsx')) ||
        !files(src, '.stories.tsx').includes(f.replace('.tsx', '.stories.tsx')),
    );
    expect(missing).toEqual([]);
    for (const file of components) {
      const name = file.split('/').pop()?.replace('.tsx', '') ?? '';
      expect(Object.keys(ui), file).toContain(name);
    }
  });

  it('every class a component uses is prefixed shop-', () => {
    const unprefixed = files(src, '.css').flatMap((f) =>
      [...readFileSync(join(src, f), 'utf8').matchAll(/(?<![\w-])\.([a-zA-Z][\w-]*)/g)]
        .map((m) => m[1] ?? '')
        .filter((name) => !name.startsWith('shop-') && !/^\d/.test(name) && name !== 'css'),
    );
    expect(unprefixed).toEqual([]);
  });
});
