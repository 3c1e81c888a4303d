import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

describe('server code never imports React', () => {
  const serverModules = readdirSync(join(root, 'src')).filter(
    (name) => /\.tsx?$/.test(name) && !name.includes('.test.') && name !== 'react.tsx',
  );

  it.each(serverModules)('%s', (name) => {
    const text = readFileSync(join(root, 'src', name), 'utf8');
    expect(text).not.toMatch(/from ['"]react(-intl|-dom)?(\/[^'"]*)?['"]/);
    expect(text).not.toMatch(/from ['"]\.\/react['"]/);
  });

  it('React is an optional peer: only the ./react subpath needs it', () => {
    expect(pkg.peerDependenciesMeta.react.optional).toBe(true);
    expect(pkg.peerDependenciesMeta['react-intl'].optional).toBe(true);
    expect(pkg.dependencies).not.toHaveProperty('react');
  });
});

describe('the package publishes dist only, types first', () => {
  it.each(['.', './react'])('export %s lists types before import', (entry) => {
    expect(Object.keys(pkg.exports[entry])).toEqual(['types', 'import']);
  });

  it('is side-effect free and ships dist', () => {
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.files).toEqual(['dist']);
  });
});
