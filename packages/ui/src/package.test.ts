import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as ui from './index';

const src = import.meta.dirname;

function files(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return ['test', 'parts', 'hooks'].includes(entry.name) ? [] : files(path, ending);
    return entry.name.endsWith(ending) ? [relative(src, path)] : [];
  });
}

// What only the browser can run: a hook other than the translation hooks (which work in server components too),
// an event handler, or a browser global.
const CLIENT_ONLY = [
  /\buse(?!T\(|I18n\()[A-Z]\w*\(/,
  /\bon[A-Z]\w*=\{/,
  // Not after a dot: a message id such as `order.history.empty` names no browser API.
  /(?<!\.)\b(window|document|history|navigator|localStorage|sessionStorage)\./,
];

describe('server components by default: a module is a client module exactly when it must be', () => {
  const modules = [...files(src, '.ts'), ...files(src, '.tsx')].filter(
    (f) => !/\.(test|stories|d)\.tsx?$/.test(f) && !/\.test-d\.ts$/.test(f),
  );

  it.each(modules)('%s', (file) => {
    const code = readFileSync(join(src, file), 'utf8');
    const client = /^['"]use client['"];/.test(code);
    const needs = CLIENT_ONLY.filter((pattern) => pattern.test(code)).map(String);
    if (client)
      expect(needs, `${file} is a client module without state, effect, handler or browser API`).not.toEqual(
        [],
      );
    else expect(needs, `${file} uses client-only APIs: add 'use client'`).toEqual([]);
  });

  it('the rule sees hooks, handlers and browser globals, and lets translations through', () => {
    const needs = (code: string) => CLIENT_ONLY.some((pattern) => pattern.test(code));
    expect(needs('const [open, setOpen] = useState(false);')).toBe(true);
    expect(needs('<button onClick={() => go()}>')).toBe(true);
    expect(needs('if (document.referrer) history.back();')).toBe(true);
    expect(needs('const t = useT(); const { formatPrice } = useI18n();')).toBe(false);
  });
});

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
