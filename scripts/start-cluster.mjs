#!/usr/bin/env node
// `pnpm start:cluster [--instances N] [--port P]`: builds the shop, then starts N storefront instances (ports P+1…)
// on a throwaway Redis and Postgres, the sandbox, HAProxy (port P+N+1) and Varnish on P (default 3000) in front
// (scripts/cluster.mjs, docs/deploy.md); prints the URLs. `--no-edge`: HAProxy on P, no Varnish. Ctrl-C stops
// everything, the instances first so that they drain.
// Other ports: --balancer-port (HAProxy's, with the edge), --sandbox-port (4000), --smtp-port (SANDBOX_SMTP_PORT or
// 2525), --redis-port and --postgres-port (free ones), --stats-port (HAProxy's statistics page; none by default).
import { parseArgs } from 'node:util';
import { startCluster } from './cluster.mjs';
import { buildShop, requireNode24 } from './shop-processes.mjs';

requireNode24('pnpm start:cluster');

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: '2' },
    port: { type: 'string', default: '3000' },
    'sandbox-port': { type: 'string', default: '4000' },
    'smtp-port': { type: 'string', default: process.env.SANDBOX_SMTP_PORT || '2525' },
    'redis-port': { type: 'string' },
    'postgres-port': { type: 'string' },
    'stats-port': { type: 'string' },
    'balancer-port': { type: 'string' },
    'no-edge': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});

/** A whole number from a flag, or undefined; exits on anything else. */
function integer(name) {
  const value = values[name];
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    console.error(`--${name} must be a whole number above 0, not ${value}`);
    process.exit(1);
  }
  return number;
}

if (!values['skip-build']) buildShop();

let cluster;
let stopping = false;
const starting = new AbortController();
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the cluster (the instances drain first)…');
  // While starting, startCluster stops what is up so far and throws (below).
  starting.abort();
  if (!cluster) return;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  cluster = await startCluster({
    instances: integer('instances'),
    port: integer('port'),
    sandboxPort: integer('sandbox-port'),
    smtpPort: integer('smtp-port'),
    redisPort: integer('redis-port'),
    postgresPort: integer('postgres-port'),
    statsPort: integer('stats-port'),
    edge: !values['no-edge'],
    balancerPort: integer('balancer-port'),
    log: (line) => console.log(line),
    signal: starting.signal,
  });
} catch (error) {
  if (!stopping) console.error(error instanceof Error ? error.message : error);
  process.exit(stopping ? 0 : 1);
}
if (stopping) {
  await cluster.stop();
  process.exit(0);
}
console.log(`\n  The shop (${values['no-edge'] ? 'HAProxy' : 'Varnish'}): ${cluster.frontUrl}`);
if (!values['no-edge']) console.log(`  HAProxy: ${cluster.balancerUrl}`);
for (const instance of cluster.instances) console.log(`  ${instance.name}: ${instance.url}`);
console.log(`  the sandbox: ${cluster.sandboxUrl}`);
if (cluster.statsUrl) console.log(`  HAProxy's statistics: ${cluster.statsUrl}`);
console.log('\n  Ctrl-C stops everything.\n');
