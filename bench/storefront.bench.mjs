// The storefront's benchmark (apps/storefront/bench): first-load JS per route and page throughput.
import { spawnSync } from 'node:child_process';

const run = spawnSync(
  'pnpm',
  ['--filter', '@shop/storefront', 'run', 'bench', '--', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exitCode = run.status ?? 1;
