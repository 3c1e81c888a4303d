#!/usr/bin/env node
// The edge (docs/deploy.md, "The edge"): the cluster of `pnpm start:cluster` with one instance and Varnish in front,
// on the production build. Prints two tables; never fails on a number:
// 1. `--connections` shoppers (200) for `--duration` seconds (60) over the load bench's shopper mix
//    (shopper-mix.mjs), at the instance itself (no edge) and then at the edge, side by side.
// 2. A kept page (the de home page) at the edge next to a static file of the same bytes from the same edge
//    (public/__bench/, which the edge keeps a minute), `--seconds` (10) each at 10 connections.
// Under the first table, HAProxy's counters for the instance over the edge's run (its statistics page): checks
// failed, times taken out, the longest queue, 5xx answers.
// Run with `pnpm bench edge` (builds first), `-- --duration=20 --connections=50` to shorten. Ports: EDGE_BENCH_PORT
// (3070; the instance and HAProxy take the next two, HAProxy's statistics the one after), EDGE_BENCH_SANDBOX_PORT
// (4070), EDGE_BENCH_SMTP_PORT (2575), EDGE_BENCH_REDIS_PORT and EDGE_BENCH_POSTGRES_PORT (free ones).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startCluster } from '../../../scripts/cluster.mjs';
import { markdownTable, summary } from './load-generator.mjs';
import { ensureBuilt } from './servers.mjs';
import { ORDER, runMix } from './shopper-mix.mjs';

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const durationS = Number(option('duration') ?? 60);
const connections = Number(option('connections') ?? 200);
const seconds = Number(option('seconds') ?? 10);
const port = (name, fallback) => Number(process.env[name] ?? fallback);
const front = port('EDGE_BENCH_PORT', 3070);
const ports = {
  port: front,
  statsPort: front + 3,
  sandboxPort: port('EDGE_BENCH_SANDBOX_PORT', 4070),
  smtpPort: port('EDGE_BENCH_SMTP_PORT', 2575),
  redisPort: process.env.EDGE_BENCH_REDIS_PORT ? port('EDGE_BENCH_REDIS_PORT') : undefined,
  postgresPort: process.env.EDGE_BENCH_POSTGRES_PORT ? port('EDGE_BENCH_POSTGRES_PORT') : undefined,
};
const KEPT = '/de/';
// Next lists public files when it starts: the copy is written by a first start, measured after a second.
const copies = fileURLToPath(new URL('../public/__bench/', import.meta.url));
const STATIC = '/__bench/edge-home.html';

const start = () => startCluster({ instances: 1, edge: true, freshSandbox: true, stdio: 'ignore', ...ports });

/** The shop's settings for the shoppers' calls to the cluster's sandbox. */
const shopEnvOf = (cluster) => ({
  ...process.env,
  SHOP_BACKEND: 'sandbox',
  SHOP_STOREFRONT_DOMAIN: cluster.sandboxUrl,
  CONTENT_SERVICE_URL: cluster.sandboxUrl,
});

async function rate(url) {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** HAProxy's counters of a server of the instances' backend, or of the backend itself (`BACKEND`), by column name. */
async function balancerCounters(cluster, name) {
  const [header, ...lines] = (await (await fetch(`${cluster.statsUrl};csv`)).text()).trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const line =
    lines.map((row) => row.split(',')).find((cells) => cells[0] === 'instances' && cells[1] === name) ?? [];
  return Object.fromEntries(columns.map((column, index) => [column, line[index]]));
}

/**
 * Waits until the mix's home pages show their tiles: right after a start the content service may answer late, and a
 * page rendered without a part is kept for seconds only (lib/kept-page-life.ts).
 */
async function homesReady(origin, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (const home of ['/global/', '/de/', '/pl/']) {
    while (!(await (await fetch(`${origin}${home}`)).text()).includes('class="content-tiles"')) {
      if (Date.now() > deadline) throw new Error(`${origin}${home} shows no tiles`);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
    }
  }
}

let cluster;
try {
  ensureBuilt();
  mkdirSync(copies, { recursive: true });
  cluster = await start();
  const html = await (await fetch(`${cluster.frontUrl}${KEPT}`)).text();
  writeFileSync(`${copies}edge-home.html`, html);
  await cluster.stop();
  cluster = await start();
  const [instance] = cluster.instances;
  const env = shopEnvOf(cluster);

  const runs = [];
  let before;
  for (const [label, origin] of [
    ['one instance, no edge', instance.url],
    ['edge (Varnish) in front of it', cluster.frontUrl],
  ]) {
    await homesReady(origin);
    before = await balancerCounters(cluster, instance.name);
    const { recorder, pages } = await runMix({ origin, env, connections, durationS });
    runs.push({ label, pages, rows: summary(recorder, durationS, ORDER) });
  }
  const after = await balancerCounters(cluster, instance.name);
  // With every server at its maxconn, requests wait in the backend's queue (its row), not in a server's.
  const queued = await balancerCounters(cluster, 'BACKEND');
  const columns = ['req/s', 'p50 ms', 'p99 ms', 'errors'];
  const rows = runs[0].rows.map((row) => {
    const side = Object.fromEntries(
      runs.flatMap((run, index) => {
        const other = run.rows.find((candidate) => candidate['page type'] === row['page type']) ?? {};
        return columns.map((column) => [
          `${index === 0 ? 'instance' : 'edge'} ${column}`,
          other[column] ?? '',
        ]);
      }),
    );
    return { 'page type': row['page type'], ...side };
  });
  console.log(
    `\n${connections} connections for ${durationS} s over ${runs[0].pages} URLs of the shopper mix (production build, one ` +
      'instance; add to cart and cart read are calls of the browser to the shop backend, not through the edge). ' +
      'Latency to the last byte; errors: non-2xx/3xx, timeouts (10 s), resets.\n',
  );
  console.log(markdownTable(rows));
  for (const { label, rows: own } of runs) console.log(`\n${label}:\n\n${markdownTable(own)}`);
  const delta = (column) => Number(after[column] || 0) - Number(before[column] || 0);
  console.log(
    `\nHAProxy on ${instance.name} during the edge's run: ${delta('chkfail')} failed checks, taken out ` +
      `${delta('chkdown')} times (${delta('downtime')} s down), longest queue ${queued.qmax}, most at once ` +
      `${after.smax} (limit ${after.slim || 'none'}), ${delta('hrsp_5xx')} answers 5xx, ${delta('eresp')} failed ` +
      `answers, ${delta('wretr')} retries; last check: ${after.check_status} ${after.check_code ?? ''} in ` +
      `${after.check_duration} ms.`,
  );

  await fetch(`${cluster.frontUrl}${STATIC}`);
  await fetch(`${cluster.frontUrl}${KEPT}`);
  const kept = await rate(`${cluster.frontUrl}${KEPT}`);
  const file = await rate(`${cluster.frontUrl}${STATIC}`);
  const ms = (value) => `${value} ms`;
  console.log(
    `\nThe kept page ${KEPT} (${Buffer.byteLength(html)} bytes) and a static file of the same bytes, both from the ` +
      `edge, 10 connections for ${seconds} s each.\n`,
  );
  console.log(
    markdownTable([
      {
        from: 'the edge',
        what: `kept page ${KEPT}`,
        'req/s': kept.rps.toFixed(0),
        p50: ms(kept.p50),
        p99: ms(kept.p99),
        errors: kept.errors,
      },
      {
        from: 'the edge',
        what: 'static file, same bytes',
        'req/s': file.rps.toFixed(0),
        p50: ms(file.p50),
        p99: ms(file.p99),
        errors: file.errors,
      },
      {
        from: '',
        what: 'kept ÷ static',
        'req/s': (kept.rps / file.rps).toFixed(2),
        p50: '',
        p99: '',
        errors: '',
      },
    ]),
  );
} finally {
  await cluster?.stop();
  rmSync(copies, { recursive: true, force: true });
}
