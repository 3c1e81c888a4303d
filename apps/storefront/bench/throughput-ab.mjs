#!/usr/bin/env node
// Two production builds of the storefront side by side: each is started in turn against one in-memory sandbox and
// autocannon asks for the de home, category and product pages; two rounds, the second in the opposite order, so
// a machine that gets busier or quieter favours neither. For a change on a hot path, with the build before it in a
// worktree: `git worktree add ../before HEAD~1 && (cd ../before && pnpm install && pnpm build)`, then
// `node bench/throughput-ab.mjs --before=../before/apps/storefront [--seconds=5]`. Prints a table; a measuring
// tool, not a test.
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { app, SHOP, startNext, startSandbox, stop, stopAll, waitFor } from './servers.mjs';

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const before = option('before');
if (!before) throw new Error('--before=DIR names the storefront folder of the build to compare with');
const seconds = Number(option('seconds') ?? 5);
const builds = [
  ['before', `${resolve(before)}/`],
  ['after', app],
];

try {
  await startSandbox();
  const rows = [];
  for (const round of [1, 2]) {
    for (const [name, dir] of round === 1 ? builds : [...builds].reverse()) {
      const shop = startNext(undefined, dir);
      await waitFor(`${SHOP}/de/cart`);
      const home = `${SHOP}/de/`;
      const homeHtml = await (await fetch(home)).text();
      const category = `${SHOP}${/class="content-tiles"[\s\S]*?href="([^"]+)"/.exec(homeHtml)?.[1]}`;
      const categoryHtml = await (await fetch(category)).text();
      const product = `${SHOP}${/href="(\/de\/p\/[^"]+)"/.exec(categoryHtml)?.[1]}`;
      for (const [page, url] of Object.entries({ home, category, product })) {
        // Kept, and the process warmed up, before it is measured.
        for (let i = 0; i < 10; i += 1) await fetch(url);
        const result = await autocannon({ url, connections: 8, duration: seconds });
        rows.push({
          round,
          build: name,
          page,
          'req/s': Math.round(result.requests.average),
          'p50 ms': result.latency.p50,
        });
      }
      await stop(shop);
    }
  }
  console.log(`\nThroughput of two builds side by side (autocannon, 8 connections, ${seconds} s per page)`);
  console.table(rows);
} finally {
  await stopAll();
}
