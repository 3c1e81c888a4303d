#!/usr/bin/env node
// Storefront benchmark: first-load JS (gzip, as transferred) and font bytes per route in Chromium next to a bare
// Next.js page, requests/s with p50/p95 for home, category and product pages next to the same server serving a
// static file, and Lighthouse (mobile, simulated throttling) on the de edition's home, category, product and
// search pages. Prints tables; never fails on a number. Run with `pnpm bench storefront` (builds first when needed); pass
// `-- --only=lighthouse` (or `js`, `throughput`, comma-separated) for some tables, `-- --seconds=8` per load test.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { lighthouseTable } from './lighthouse.mjs';
import {
  app,
  BARE_PORT,
  build,
  ensureBuilt,
  SHOP,
  startNext,
  startSandbox,
  stop,
  stopAll,
  waitFor,
} from './servers.mjs';

const bare = fileURLToPath(new URL('./bare/', import.meta.url));
const BARE = `http://localhost:${BARE_PORT}`;
const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const seconds = Number(option('seconds') ?? 10);
const TABLES = ['js', 'throughput', 'lighthouse'];
const only = option('only')?.split(',') ?? TABLES;
const unknown = only.filter((name) => !TABLES.includes(name));
if (unknown.length) throw new Error(`--only takes ${TABLES.join(', ')}; not ${unknown.join(', ')}`);
const wants = (table) => only.includes(table);
// Copies of the measured pages, served by the same server as static files: the same bytes without rendering.
const copies = fileURLToPath(new URL('../public/__bench/', import.meta.url));

/**
 * Bytes of JavaScript and of fonts a first visit transfers (compressed as served), with a cold cache: `js` and
 * `fonts` as they crossed the wire, HTTP/1.1 headers included; `jsBodies` the scripts' compressed bodies alone (what
 * "first-load JS" means in Next's build output; over HTTP/2 the repeated headers compress to a few bytes each);
 * `scripts` how many were fetched.
 */
async function firstVisit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const kinds = new Map();
  const headerBytes = new Map();
  const bytes = { Script: 0, Font: 0, ScriptBodies: 0, scripts: 0 };
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Script' || type === 'Font') kinds.set(requestId, type);
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, headersText }) => {
    if (headersText) headerBytes.set(requestId, Buffer.byteLength(headersText));
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const kind = kinds.get(requestId);
    if (!kind) return;
    bytes[kind] += encodedDataLength;
    if (kind !== 'Script') return;
    bytes.ScriptBodies += encodedDataLength - (headerBytes.get(requestId) ?? 0);
    bytes.scripts += 1;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await context.close();
  return { js: bytes.Script, jsBodies: bytes.ScriptBodies, scripts: bytes.scripts, fonts: bytes.Font };
}

async function throughput(url) {
  const result = await autocannon({ url, connections: 8, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p99,
  };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

try {
  ensureBuilt();
  if (wants('js') || wants('lighthouse')) build([], bare);

  await startSandbox();
  let shop = startNext();
  // The bare Next.js page: the floor of first-load JS, and Lighthouse's baseline beside the shop's pages.
  const wantsBare = wants('js') || wants('lighthouse');
  if (wantsBare) startNext(BARE_PORT, bare);
  await Promise.all([waitFor(`${SHOP}/de/cart`), wantsBare && waitFor(BARE)]);

  const home = `${SHOP}/de/`;
  const homeHtml = await (await fetch(home)).text();
  const category = `${SHOP}${/class="content-tiles"[\s\S]*?href="([^"]+)"/.exec(homeHtml)?.[1]}`;
  const categoryHtml = await (await fetch(category)).text();
  const product = `${SHOP}${/href="(\/de\/p\/[^"]+)"/.exec(categoryHtml)?.[1]}`;
  const pageBytes = {};
  const search = `${SHOP}/search-de?q=waage`;

  if (wants('throughput')) {
    // Next lists public files when it starts: write the copies, then start the shop again.
    mkdirSync(copies, { recursive: true });
    for (const [name, url] of Object.entries({ home, category, product })) {
      const html = await (await fetch(url)).text();
      writeFileSync(`${copies}${name}.html`, html);
      pageBytes[name] = { raw: Buffer.byteLength(html), gzip: gzipSync(html).byteLength };
    }
    await stop(shop);
    shop = startNext();
    await waitFor(`${SHOP}/de/cart`);
  }
  await fetch(home);
  await fetch(category);
  await fetch(product);

  if (wants('js')) {
    const routes = { home, category, product, search, cart: `${SHOP}/de/cart` };
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const floor = await firstVisit(browser, BARE);
    const jsRows = [];
    const row = (route, { js, jsBodies, scripts, fonts }) => ({
      route,
      'first-load JS (gzip bodies)': kB(jsBodies),
      'above bare page': kB(jsBodies - floor.jsBodies),
      scripts,
      'on the wire (HTTP/1.1)': kB(js),
      'above bare, on the wire': kB(js - floor.js),
      fonts: kB(fonts),
    });
    for (const [name, url] of Object.entries(routes)) jsRows.push(row(name, await firstVisit(browser, url)));
    jsRows.push({ ...row('bare Next.js page', floor), fonts: '' });
    await browser.close();
    console.log(
      '\nFirst-load JS and fonts per route (Chromium, cold cache; targets: JS bodies within 15 kB of the bare page, fonts ≤ 80 kB)',
    );
    console.table(jsRows);
  }

  if (wants('throughput')) {
    // With its `?dpl=` query (the deployment id), as the page names it.
    const staticFile = `${SHOP}${/src="(\/_next\/static\/[^"]+\.js(?:\?[^"]*)?)"/.exec(homeHtml)?.[1]}`;
    const staticBytes = (await (await fetch(staticFile)).arrayBuffer()).byteLength;
    const staticResult = await throughput(staticFile);
    const rows = [
      {
        page: `static file (${kB(staticBytes)})`,
        'req/s': staticResult.rps.toFixed(0),
        'p50 ms': staticResult.p50,
        'p95 ms': staticResult.p95,
        'ratio to static': '1.00',
        'same bytes as a static file, req/s': '',
        'ratio to same bytes': '',
      },
    ];
    for (const [name, url] of Object.entries({ home, category, product })) {
      const result = await throughput(url);
      const copy = await throughput(`${SHOP}/__bench/${name}.html`);
      rows.push({
        page: `${name} (${kB(pageBytes[name].raw)}, ${kB(pageBytes[name].gzip)} gzip)`,
        'req/s': result.rps.toFixed(0),
        'p50 ms': result.p50,
        'p95 ms': result.p95,
        'ratio to static': (result.rps / staticResult.rps).toFixed(2),
        'same bytes as a static file, req/s': copy.rps.toFixed(0),
        'ratio to same bytes': (result.rps / copy.rps).toFixed(2),
      });
    }
    // The fixed cost of an answer (a small file of the app's, through every step of the own server) and the page
    // rendered per request, with nothing of the page cache.
    for (const [name, url] of Object.entries({
      'favicon.ico': `${SHOP}/favicon.ico`,
      'cart (per request)': `${SHOP}/de/cart`,
    })) {
      const result = await throughput(url);
      rows.push({
        page: name,
        'req/s': result.rps.toFixed(0),
        'p50 ms': result.p50,
        'p95 ms': result.p95,
        'ratio to static': (result.rps / staticResult.rps).toFixed(2),
        'same bytes as a static file, req/s': '',
        'ratio to same bytes': '',
      });
    }
    console.log(
      `\nThroughput on loopback (autocannon, 8 connections, ${seconds} s each; target: product and category ≥ 0.7× static).` +
        '\nThe last two columns serve a copy of the page as a static file of the same server: what rendering costs, apart from the bytes.',
    );
    console.table(rows);
  }

  if (wants('lighthouse')) {
    const rows = lighthouseTable(
      { home, category, product, search },
      { cwd: app, baseline: { 'bare Next.js page': BARE } },
    );
    console.log(
      '\nLighthouse 13, mobile, simulated throttling (the median of three runs by performance, each run beside it; ' +
        'target: performance ≥ 95, the other three 100 on indexable pages, CLS 0; the bare page as the baseline)',
    );
    console.table(rows);
  }
} finally {
  await stopAll();
  rmSync(copies, { recursive: true, force: true });
}
