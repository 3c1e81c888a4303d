// The edge in front of the storefront (apps/storefront/bench/edge.mjs): 200 shoppers over the shopper mix at one
// instance and at the edge side by side, and a kept page against a static file of the same bytes from the edge.
// `pnpm bench edge -- --duration=20 --connections=50`.
import { spawnSync } from 'node:child_process';

const run = spawnSync(
  'pnpm',
  ['--filter', '@shop/storefront', 'run', 'bench:edge', '--', ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exitCode = run.status ?? 1;
