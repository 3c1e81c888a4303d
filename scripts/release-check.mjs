#!/usr/bin/env node
// Checks that the package in the current folder is one another team can install and use (docs/release.md):
// - attw --pack: every entry point's types resolve for Node (node16, from ESM) and bundlers; ESM only (esm-only);
// - every import in dist (code and declarations) names the package itself, a Node built-in, a dependency or a peer,
//   never a devDependency, which a consumer does not get;
// - the manifest carries license, repository (with its folder), engines and publishConfig;
// - the README has the sections docs/release.md asks for, and its public API block lists exactly the exports of
//   each entry point (`node ../../scripts/release-check.mjs --write` writes the block anew after a change).
// Each package's `lint` task runs it after publint, so `pnpm test` does.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { delimiter, dirname, join, resolve } from 'node:path';

const root = process.cwd();
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const write = process.argv.includes('--write');
const failures = [];

/** Entry points of `exports` with a JavaScript module and its types, and the others (CSS, JSON, package.json). */
function entryPoints() {
  return Object.entries(pkg.exports ?? {}).map(([subpath, target]) => {
    const types = typeof target === 'object' ? target.types : undefined;
    return { subpath, types, target: typeof target === 'string' ? target : target.default };
  });
}

function attw() {
  const excluded = entryPoints()
    .filter(({ types, subpath }) => !types && !subpath.endsWith('package.json') && !subpath.includes('*'))
    .map(({ subpath }) => subpath);
  const args = ['--pack', '.', '--profile', 'esm-only', '--format', 'ascii'];
  if (excluded.length) args.push('--exclude-entrypoints', ...excluded);
  const path = `${join(root, 'node_modules', '.bin')}${delimiter}${process.env.PATH}`;
  const run = spawnSync('attw', args, { cwd: root, encoding: 'utf8', env: { ...process.env, PATH: path } });
  if (run.status !== 0)
    failures.push(`attw ${args.join(' ')} failed:\n${run.stdout ?? ''}${run.stderr ?? run.error}`);
}

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(js|d\.ts)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Static imports and re-exports, side-effect imports, dynamic imports and requires. */
const SPECIFIERS = [
  /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"\n]+)['"]/gm,
  /^\s*import\s*['"]([^'"\n]+)['"]/gm,
  /\b(?:import|require)\(\s*['"]([^'"\n]+)['"]\s*\)/g,
];

/** The bare specifiers a file imports, and the files it imports by relative path. */
function importsOf(file) {
  const source = readFileSync(file, 'utf8');
  const specifiers = SPECIFIERS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1]));
  const builtins = new Set(builtinModules);
  return {
    packages: specifiers
      .filter(
        (specifier) =>
          !specifier.startsWith('.') && !specifier.startsWith('node:') && !builtins.has(specifier),
      )
      .map((specifier) => ({
        specifier,
        name: specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/'),
      })),
    relative: specifiers
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolve(dirname(file), specifier)),
  };
}

/** The packages imported by the given dist files and every dist file they import in turn. */
function importsReachedFrom(files) {
  const seen = new Set();
  const names = new Set();
  const queue = files.map((file) => join(root, file));
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const { packages, relative } = importsOf(file);
    for (const { name } of packages) names.add(name);
    for (const target of relative) queue.push(target, target.replace(/\.js$/, '.d.ts'));
  }
  return names;
}

function publishedImports() {
  const allowed = new Set([
    pkg.name,
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
  for (const file of filesUnder(join(root, 'dist'))) {
    for (const { specifier, name } of importsOf(file).packages) {
      if (!allowed.has(name)) {
        failures.push(
          `${file.slice(root.length + 1)} imports ${specifier}: not a dependency or peer of ${pkg.name}`,
        );
      }
    }
  }
}

function manifest() {
  const missing = [];
  if (!pkg.license) missing.push('license');
  if (!pkg.repository?.url || !pkg.repository?.directory) missing.push('repository (url and directory)');
  if (!pkg.engines?.node) missing.push('engines.node');
  if (!pkg.publishConfig?.access) missing.push('publishConfig.access');
  const mainEntry = entryPoints().find(({ subpath }) => subpath === '.');
  const usedByMain = importsReachedFrom([mainEntry?.target, mainEntry?.types].filter(Boolean));
  for (const peer of Object.keys(pkg.peerDependencies ?? {})) {
    if (!usedByMain.has(peer) && !pkg.peerDependenciesMeta?.[peer]?.optional) {
      missing.push(`peerDependenciesMeta["${peer}"].optional (the main entry does not use it)`);
    }
  }
  if (missing.length) failures.push(`package.json lacks ${missing.join(', ')}`);
}

/** The exported names of each typed entry point, read from its declarations with TypeScript's checker. */
function publicApi() {
  const require = createRequire(join(root, 'package.json'));
  const ts = require('typescript');
  const entries = entryPoints().filter(({ subpath }) => subpath !== './package.json');
  const program = ts.createProgram(
    entries.filter(({ types }) => types).map(({ types }) => join(root, types)),
    { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true },
  );
  const checker = program.getTypeChecker();
  const sections = entries.map(({ subpath, types, target }) => {
    const specifier = subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
    if (!types) return `- \`${specifier}\`: the file \`${target}\``;
    const source = program.getSourceFile(join(root, types));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) {
      failures.push(`cannot read the declarations of ${specifier} (${types}): build first`);
      return '';
    }
    const values = [];
    const typeNames = [];
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const resolved = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      (resolved.flags & ts.SymbolFlags.Value ? values : typeNames).push(`\`${symbol.name}\``);
    }
    const list = (names) => names.sort((a, b) => a.localeCompare(b, 'en')).join(', ') || 'none';
    return `- \`${specifier}\`\n  - values: ${list(values)}\n  - types: ${list(typeNames)}`;
  });
  return sections.filter(Boolean).join('\n');
}

const START = '<!-- public-api:start (scripts/release-check.mjs --write) -->';
const END = '<!-- public-api:end -->';
const SECTIONS = ['## Install', '## Example', '## Configuration', '## Entry points'];

function readme() {
  const file = join(root, 'README.md');
  if (!existsSync(file)) {
    failures.push('README.md is missing');
    return;
  }
  const text = readFileSync(file, 'utf8');
  for (const heading of SECTIONS) {
    if (!text.includes(`\n${heading}\n`)) failures.push(`README.md has no "${heading}" section`);
  }
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) {
    failures.push(`README.md has no public API block (${START} … ${END}) under "## Entry points"`);
    return;
  }
  const block = `${START}\n${publicApi()}\n${END}`;
  const current = text.slice(start, end + END.length);
  if (current === block) return;
  if (write) writeFileSync(file, text.replace(current, block));
  else
    failures.push(
      'README.md lists another public API than dist exports: write it anew with `node ../../scripts/release-check.mjs --write`',
    );
}

if (!existsSync(join(root, 'dist'))) {
  console.error(`${pkg.name}: no dist folder: build the package first`);
  process.exit(1);
}
readme();
if (!write) {
  manifest();
  publishedImports();
  attw();
}
if (failures.length) {
  console.error(`${pkg.name} is not ready to publish:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `${pkg.name}: ${write ? 'README public API written' : 'attw, published imports, manifest and README in order'}`,
);
