#!/usr/bin/env node
// Weighs a route's first-load JavaScript by source module: loads each page of the de edition in Chromium with a
// cold cache, takes the scripts it fetched until the network was idle, and shares each chunk's gzip bytes out over
// the modules its source map names, by their minified bytes. Needs a build with source maps:
// `STOREFRONT_SOURCE_MAPS=1 pnpm --filter @shop/storefront build`, then
// `node apps/storefront/bench/chunks.mjs [--pages=category,product] [--top=40]`. Prints tables; a measuring tool,
// not a test.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { app, BARE_PORT, SHOP, startNext, startSandbox, stopAll, waitFor } from './servers.mjs';

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const pages = option('pages')?.split(',') ?? ['bare', 'home', 'category', 'product', 'search', 'cart'];
// The bench's bare Next page (built by `pnpm bench storefront -- --only=js`), for the framework's own share.
const bare = fileURLToPath(new URL('./bare/', import.meta.url));
const BARE = `http://localhost:${BARE_PORT}`;
const top = Number(option('top') ?? 30);
// `--all` lists the framework's modules too (by default only ours).
const all = process.argv.includes('--all');

/** The source module a mapped path belongs to: a package with its file, or the app's file. */
function moduleOf(source) {
  const path = source.replace(/^.*?\/\/\//, '').replace(/^\[project\]\//, '');
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(path);
  if (pkg) return `${pkg[1]}/${pkg[2].replace(/^dist\//, '')}`;
  return path.replace(/^apps\/storefront\//, '').replace(/^packages\/([^/]+)\/(dist|src)\//, '@shop/$1/');
}

/** Minified bytes per source module of one chunk (bytes no mapping names go to "(unmapped)"). */
function weighChunk(file) {
  const code = readFileSync(file, 'utf8');
  const bytes = new Map();
  // Turbopack names a chunk by its content's hash, its map by the chunk's first name: follow the comment.
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = mapName && new URL(mapName, `file://${file}`).pathname;
  if (!mapFile || !existsSync(mapFile)) return { code, bytes: new Map([['(no source map)', code.length]]) };
  const map = new TraceMap(readFileSync(mapFile, 'utf8'));
  const lines = code.split('\n');
  let previous = null;
  let mapped = 0;
  const close = (line, column) => {
    if (!previous) return;
    const text =
      line === previous.line
        ? lines[line].slice(previous.column, column)
        : lines[previous.line].slice(previous.column);
    const key = previous.source ? moduleOf(previous.source) : '(unmapped)';
    bytes.set(key, (bytes.get(key) ?? 0) + text.length);
    mapped += text.length;
  };
  eachMapping(map, (m) => {
    close(m.generatedLine - 1, m.generatedColumn);
    previous = { line: m.generatedLine - 1, column: m.generatedColumn, source: m.source };
  });
  close(lines.length - 1, lines.at(-1).length);
  const rest = code.length - mapped;
  if (rest > 0) bytes.set('(unmapped)', (bytes.get('(unmapped)') ?? 0) + rest);
  return { code, bytes };
}

async function scriptsOf(browser, url) {
  const dir = url.startsWith(BARE) ? bare : app;
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/_next/static/') && path.endsWith('.js'))
      scripts.add(`${dir}.next/${path.slice('/_next/'.length)}`);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return [...scripts];
}

const kB = (n) => (n / 1024).toFixed(2);

try {
  if (!existsSync(`${app}.next/BUILD_ID`))
    throw new Error('build the storefront first (see the head of this file)');
  await startSandbox();
  startNext();
  if (pages.includes('bare')) startNext(BARE_PORT, bare);
  await Promise.all([waitFor(`${SHOP}/de/cart`), pages.includes('bare') && waitFor(BARE)]);
  const homeHtml = await (await fetch(`${SHOP}/de/`)).text();
  const category = `${SHOP}${/class="content-tiles"[\s\S]*?href="([^"]+)"/.exec(homeHtml)?.[1]}`;
  const categoryHtml = await (await fetch(category)).text();
  const urls = {
    bare: BARE,
    home: `${SHOP}/de/`,
    category,
    product: `${SHOP}${/href="(\/de\/p\/[^"]+)"/.exec(categoryHtml)?.[1]}`,
    search: `${SHOP}/search-de?q=waage`,
    cart: `${SHOP}/de/cart`,
  };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const name of pages) {
    const scripts = await scriptsOf(browser, urls[name]);
    const modules = new Map();
    const chunks = [];
    for (const script of scripts) {
      const { code, bytes } = weighChunk(script);
      const gzip = gzipSync(code).byteLength;
      chunks.push({
        chunk: script.replace(/.*static\/chunks\//, ''),
        'minified kB': kB(code.length),
        'gzip kB': kB(gzip),
      });
      for (const [module, size] of bytes) {
        const entry = modules.get(module) ?? { minified: 0, gzip: 0 };
        entry.minified += size;
        entry.gzip += (gzip * size) / code.length;
        modules.set(module, entry);
      }
    }
    const total = chunks.reduce((sum, chunk) => sum + Number(chunk['gzip kB']), 0);
    console.log(`\n${name}: ${urls[name]}, ${chunks.length} chunks, ${total.toFixed(2)} kB gzip (bodies)`);
    console.table(chunks.sort((a, b) => b['gzip kB'] - a['gzip kB']));
    const rows = [...modules].sort((a, b) => b[1].gzip - a[1].gzip);
    const packages = new Map();
    for (const [module, { minified, gzip }] of rows) {
      const name =
        /^(next|react[^/]*|\[turbopack\])\//.test(module) || module.startsWith('next/compiled/')
          ? 'framework (Next, React, Turbopack)'
          : /^(@[^/]+\/[^/]+|[^/]+)\//.test(module) && !/^(app|components|lib)\//.test(module)
            ? /^(@[^/]+\/[^/]+|[^/]+)/.exec(module)[1]
            : 'app (storefront)';
      const entry = packages.get(name) ?? { minified: 0, gzip: 0 };
      entry.minified += minified;
      entry.gzip += gzip;
      packages.set(name, entry);
    }
    console.table(
      [...packages]
        .sort((a, b) => b[1].gzip - a[1].gzip)
        .map(([name, { minified, gzip }]) => ({
          package: name,
          'minified kB': kB(minified),
          'gzip kB (share)': kB(gzip),
        })),
    );
    console.table(
      rows
        .filter(([module]) => all || !/^(next|\[turbopack\])\//.test(module))
        .slice(0, top)
        .map(([module, { minified, gzip }]) => ({
          module,
          'minified kB': kB(minified),
          'gzip kB (share)': kB(gzip),
        })),
    );
  }
  await browser.close();
} finally {
  await stopAll();
}
