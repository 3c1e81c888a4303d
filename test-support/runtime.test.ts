import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The project brings its own Node (the root's `node` dependency): every `pnpm` script finds it first on its PATH,
// whatever Node the machine has (docs/toolchain.md).
const root = join(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const bundled: string = manifest.devDependencies.node;

/** The PATH of a shell on this machine, before pnpm put any `node_modules/.bin` in front. */
const machinePath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !dir.includes('node_modules'))
  .join(delimiter);

function nodeVersionThroughPnpm(cwd: string): string {
  const run = spawnSync('pnpm', ['exec', 'node', '-p', 'process.versions.node'], {
    cwd,
    env: { ...process.env, PATH: machinePath },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim();
}

describe('the runtime', () => {
  it('is the Node 24 the root depends on, pinned exactly', () => {
    expect(bundled).toMatch(/^24\.\d+\.\d+$/);
  });

  it('runs this test', () => {
    expect(process.versions.node).toBe(bundled);
  });

  it('runs every package script, started from a shell that has only the machine’s Node', () => {
    for (const dir of ['.', 'apps/storefront', 'apps/sandbox', 'packages/ui']) {
      expect(nodeVersionThroughPnpm(join(root, dir))).toBe(bundled);
    }
  });

  it('is the version pnpm checks dependencies’ engines against', () => {
    const workspace = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
    expect(workspace).toMatch(new RegExp(`^nodeVersion: ${bundled.replaceAll('.', '\\.')}$`, 'm'));
  });
});
