// The sandbox's own benchmark (apps/sandbox/bench): req/s and p50/p95 of the Storefront API and content service
// scenarios at 300 and 10 000 products, with 1 client and with 8. Pass options after `--`, e.g. `--sizes 300`.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const run = spawnSync('pnpm', ['--filter', '@shop/sandbox', 'run', 'bench', '--', ...args], {
  stdio: 'inherit',
});
process.exitCode = run.status ?? 1;
