// The sandbox's own benchmark (apps/sandbox/bench): req/s and p50/p95 for product by handle, a filtered
// collection page and cart add, at 300 and 10 000 products. Pass options after `--`, e.g. `--sizes 300`.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const run = spawnSync('pnpm', ['--filter', '@shop/sandbox', 'run', 'bench', '--', ...args], {
  stdio: 'inherit',
});
process.exitCode = run.status ?? 1;
