// 200 shoppers at once against the production storefront and the sandbox (apps/storefront/bench/load.mjs):
// requests/s, p50, p99, max and errors per page type. `pnpm bench load -- --duration=20 --connections=50`.
import { spawnSync } from 'node:child_process';

const run = spawnSync(
  'pnpm',
  ['--filter', '@shop/storefront', 'run', 'bench:load', '--', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exitCode = run.status ?? 1;
