import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// The two builds of the `./react` subpath: the browser's (context) and the react-server one (request cache).
const REACT_MODULES = ['react.tsx', 'react.server.ts'];

describe('server code never imports React', () => {
  const serverModules = readdirSync(join(root, 'src')).filter(
    (name) => /\.tsx?$/.test(name) && !name.includes('.test.') && !REACT_MODULES.includes(name),
  );

  it.each(serverModules)('%s', (name) => {
    const text = readFileSync(join(root, 'src', name), 'utf8');
    expect(text).not.toMatch(/from ['"]react(-intl|-dom)?(\/[^'"]*)?['"]/);
    expect(text).not.toMatch(/from ['"]\.\/react(\.server)?['"]/);
  });

  it('React is an optional peer: only the ./react subpath needs it', () => {
    expect(pkg.peerDependenciesMeta.react.optional).toBe(true);
    // The browser formats with the package's own formatter (message-format.ts); react-intl is no dependency.
    expect(pkg.peerDependencies).not.toHaveProperty('react-intl');
    expect(pkg.dependencies).not.toHaveProperty('react');
  });
});

// Value imports of a module (`import type` is erased), and the package's own modules it reaches from there.
function valueImports(name: string): string[] {
  const text = readFileSync(join(root, 'src', name), 'utf8');
  return [...text.matchAll(/^(?:import|export)(?! type)[^;]*?from ['"]([^'"]+)['"]/gms)].map(
    (m) => m[1] ?? '',
  );
}

function reachedFrom(entry: string): { modules: string[]; packages: string[] } {
  const modules = new Set([entry]);
  const packages = new Set<string>();
  for (const name of modules) {
    for (const spec of valueImports(name)) {
      if (!spec.startsWith('./')) packages.add(spec);
      else
        modules.add(
          readdirSync(join(root, 'src')).find((file) => file.replace(/\.tsx?$/, '') === spec.slice(2)) ??
            spec,
        );
    }
  }
  return { modules: [...modules], packages: [...packages] };
}

describe('the browser build carries neither the edition registry nor formatjs', () => {
  it('react.tsx reaches only React and the package’s own registry-free modules', () => {
    const { modules, packages } = reachedFrom('react.tsx');
    expect(packages.sort()).toEqual(['react']);
    expect(modules).toContain('message-format.ts');
    expect(modules).not.toContain('locales.ts');
  });

  it('the server build reaches the registry and formatjs (so the check above can fail)', () => {
    expect(reachedFrom('index.ts').packages).toEqual(
      expect.arrayContaining(['@shop/editions', '@formatjs/intl']),
    );
  });
});

describe('the package publishes dist only, types first', () => {
  it('export . lists types before the build every resolver takes (default: ESM only, docs/release.md)', () => {
    expect(Object.keys(pkg.exports['.'])).toEqual(['types', 'default']);
  });

  it('export ./react lists types first, then the react-server build, before the browser one', () => {
    expect(Object.keys(pkg.exports['./react'])).toEqual(['types', 'react-server', 'default']);
    expect(pkg.exports['./react']['react-server']).toBe('./dist/react.server.js');
  });

  it('is side-effect free and ships dist', () => {
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.files).toEqual(['dist']);
  });
});
