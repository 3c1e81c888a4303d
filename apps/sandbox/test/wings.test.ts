// The sandbox's layering (docs/sandbox.md): each wing answers one service's wire format and imports only itself and
// the shared layers below it; the shared layers import no wing; only the composition (server, main, hooks) joins
// wings. A static scan of the relative import specifiers of every file under src/.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

/** Shared layers: facts (floor), SQL and rules per resource (stores), the catalogue model, the tables. */
const SHARED = ['floor', 'stores', 'catalogue', 'db'];
/** Each answers one service: the shop API, the account service, the content API, reviews, the CRM, mail, media, webhooks. */
const WINGS = ['shop-api', 'account-service', 'content-api', 'reviews', 'crm', 'mail', 'media', 'webhooks'];
/** Joins the wings: the server and the /__sandbox test hooks. */
const COMPOSITION = ['hooks', '.'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The top folder of a file under src/ ('.' for a file directly in src/). */
function areaOf(file: string): string {
  const parts = relative(SRC, file).split('/');
  return parts.length === 1 ? '.' : (parts[0] as string);
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map((match) => resolve(dirname(file), match[1] as string));
}

const files = sourceFiles(SRC);
const edges = files.flatMap((file) =>
  importsOf(file).map((target) => ({ from: areaOf(file), to: areaOf(target), file, target })),
);

function allowed(from: string, to: string): boolean {
  if (from === to) return true;
  if (SHARED.includes(from)) return SHARED.includes(to);
  if (WINGS.includes(from)) return SHARED.includes(to);
  return true;
}

describe('the sandbox is layered: wings never import each other', () => {
  it('knows every folder under src/', () => {
    const areas = new Set(files.map(areaOf));
    expect([...areas].filter((area) => ![...SHARED, ...WINGS, ...COMPOSITION].includes(area))).toEqual([]);
  });

  it('finds imports to check', () => {
    expect(edges.filter((edge) => edge.from !== edge.to).length).toBeGreaterThan(50);
  });

  it('has no import from a wing into another wing or the composition, nor from a shared layer into a wing', () => {
    const wrong = edges
      .filter((edge) => !allowed(edge.from, edge.to))
      .map((edge) => `${relative(SRC, edge.file)} -> ${relative(SRC, edge.target)}`);
    expect(wrong).toEqual([]);
  });
});
