#!/usr/bin/env node
// 200 shoppers at once (issue 18): the production build of the storefront and the sandbox, warmed up, then
// `--connections` shoppers (200) for `--duration` seconds (60), each on one keep-alive connection, over a mix of
// browsing (home, categories, products in the global, de and pl editions), search, a sorted and a filtered listing,
// add to cart and the cart page with a cart (bench/shopper-mix.mjs). Add to cart and the cart's read go where a
// browser sends them: the session adapter of @shop/shop-client calls the shop backend's Storefront API directly.
// Prints markdown tables of requests/s, p50, p99, max and errors per page type; never fails on a number.
// Run with `pnpm bench load` (builds first), `-- --duration=20 --connections=50` to shorten.
// `-- --instances 1,2`: the same run against the cluster of `pnpm start:cluster` (scripts/cluster.mjs: HAProxy,
// Redis, Postgres; no edge) with one instance, then with two, and a table of both side by side. Ports:
// BENCH_SHOP_PORT (3020, the front; the instances take the next ones), BENCH_SANDBOX_PORT (4020), BENCH_SMTP_PORT
// (2545).
import { spawnSync } from 'node:child_process';
import { startCluster } from '../../../scripts/cluster.mjs';
import { markdownTable, summary } from './load-generator.mjs';
import {
  ensureBuilt,
  SANDBOX_PORT,
  SHOP,
  SHOP_PORT,
  SMTP_PORT,
  shopEnv,
  startNext,
  startSandbox,
  stopAll,
  waitFor,
} from './servers.mjs';
import { ORDER, runMix } from './shopper-mix.mjs';

/** `--name=value` or `--name value`. */
function option(name) {
  const index = process.argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index < 0) return undefined;
  const arg = process.argv[index];
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : process.argv[index + 1];
}
const durationS = Number(option('duration') ?? 60);
const connections = Number(option('connections') ?? 200);
/** Instance counts to compare, `1,2` (or `1|2`); none: the single server of `pnpm start`, without a balancer. */
const instanceCounts = option('instances')?.split(/[,|]/).map(Number);

/** One run of the mix at the front (`SHOP`): its table, printed, and its rows. */
async function measure() {
  const { recorder, pages, elapsed } = await runMix({ origin: SHOP, env: shopEnv, connections, durationS });
  console.log(
    `\n${connections} connections for ${durationS} s (${elapsed.toFixed(1)} s with the last answers) over ${pages} URLs in the global, de and pl editions ` +
      '(production build, in-memory sandbox; add to cart and cart read are calls of the browser to the shop backend). ' +
      'Latency to the last byte; errors: non-2xx/3xx, timeouts (10 s), resets.\n',
  );
  const rows = summary(recorder, durationS, ORDER);
  console.log(markdownTable(rows));
  return rows;
}

/** One row per page type, and per run its req/s, p50, p99 and errors. */
function sideBySide(runs) {
  const kinds = [...new Set(runs.flatMap(({ rows }) => rows.map((row) => row['page type'])))];
  return kinds.map((kind) => {
    const row = { 'page type': kind };
    for (const { label, rows } of runs) {
      const found = rows.find((candidate) => candidate['page type'] === kind);
      for (const column of ['req/s', 'p50 ms', 'p99 ms', 'errors'])
        row[`${label}: ${column}`] = found?.[column] ?? '';
    }
    return row;
  });
}

try {
  ensureBuilt();
  if (!instanceCounts) {
    await startSandbox();
    startNext();
    await waitFor(`${SHOP}/de/cart`);
    await measure();
  } else {
    for (const engine of ['haproxy', 'redis', 'postgres']) {
      const script = new URL(`../../../scripts/ensure-${engine}.mjs`, import.meta.url).pathname;
      const ensured = spawnSync(process.execPath, [script], { stdio: 'inherit' });
      if (ensured.status !== 0) throw new Error(`scripts/ensure-${engine}.mjs failed`);
    }
    const runs = [];
    for (const count of instanceCounts) {
      const label = `${count} instance${count === 1 ? '' : 's'}`;
      console.log(`\n### ${label} behind HAProxy\n`);
      const cluster = await startCluster({
        instances: count,
        port: SHOP_PORT,
        sandboxPort: SANDBOX_PORT,
        smtpPort: SMTP_PORT,
        freshSandbox: true,
        stdio: 'ignore',
      });
      try {
        runs.push({ label, rows: await measure() });
      } finally {
        await cluster.stop();
      }
    }
    console.log(
      '\n### Side by side\n\nThe same shoppers against each cluster (HAProxy, Redis, Postgres, in-memory sandbox, ' +
        'all on this machine).\n',
    );
    console.log(markdownTable(sideBySide(runs)));
  }
} finally {
  await stopAll();
}
