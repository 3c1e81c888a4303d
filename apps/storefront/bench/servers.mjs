// The servers a storefront bench measures: the production build of the shop and an in-memory sandbox behind it.
// Each runs in its own process group, so stopping it stops the server itself and not just its launcher.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const app = fileURLToPath(new URL('..', import.meta.url));
const sandboxDir = fileURLToPath(new URL('../../sandbox/', import.meta.url));
// The `next` command as Next's package declares it (its `bin`), not a path into its private files.
const nextPackage = createRequire(import.meta.url).resolve('next/package.json');
const nextBin = join(dirname(nextPackage), JSON.parse(readFileSync(nextPackage, 'utf8')).bin.next);
const env = process.env;
/** The benches' ports, off those of a running `pnpm start` (3000, 4000, 2525); BENCH_*_PORT moves them. */
export const SANDBOX_PORT = Number(env.BENCH_SANDBOX_PORT || 4020);
export const SHOP_PORT = Number(env.BENCH_SHOP_PORT || 3020);
/** The sandbox's SMTP catcher. */
export const SMTP_PORT = Number(env.BENCH_SMTP_PORT || 2545);
export const SANDBOX = `http://127.0.0.1:${SANDBOX_PORT}`;
export const SHOP = `http://localhost:${SHOP_PORT}`;

/** The storefront's settings against the bench's sandbox. */
export const shopEnv = {
  ...process.env,
  SHOP_BACKEND: 'sandbox',
  SHOP_STOREFRONT_DOMAIN: SANDBOX,
  CONTENT_SERVICE_URL: SANDBOX,
  STOREFRONT_DATA_DIR: 'memory://',
  NEXT_TELEMETRY_DISABLED: '1',
};

const children = new Set();

function start(command, args, options) {
  const child = spawn(command, args, { stdio: 'ignore', detached: true, ...options });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** Stops a server started here (its whole process group) and waits until it has gone. */
export async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {}
  await gone;
}

export const stopAll = () => Promise.all([...children].map(stop));

export async function waitFor(url, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

/** `next build` in a directory. */
export function build(args, cwd) {
  const result = spawnSync(process.execPath, [nextBin, 'build', ...args], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build ${args.join(' ')} failed`);
}

/** Builds the storefront unless a production build is there. */
export function ensureBuilt() {
  if (!existsSync(`${app}.next/BUILD_ID`)) build([], app);
}

/** The in-memory sandbox (shop backend and content service) on the bench's port, once it answers. */
export async function startSandbox() {
  const child = start(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/main.ts',
      '--memory',
      '--port',
      String(SANDBOX_PORT),
      '--smtp-port',
      String(SMTP_PORT),
    ],
    {
      cwd: sandboxDir,
      env: { ...process.env, DATABASE_URL: '' },
    },
  );
  await waitFor(`${SANDBOX}/__sandbox/health`);
  return child;
}

/**
 * The production server of the app in `cwd` on a port: the storefront's own server (`pnpm start`,
 * docs/own-server.md), `next start` for another app or a storefront from before it. Wait for it with `waitFor`.
 */
export function startNext(port = SHOP_PORT, cwd = app, env = shopEnv) {
  const own = existsSync(join(cwd, 'server/http/serve.ts'));
  const server = own ? ['--import', 'tsx', 'server/http/serve.ts'] : [nextBin, 'start'];
  return start(process.execPath, [...server, '--port', String(port)], { cwd, env });
}
