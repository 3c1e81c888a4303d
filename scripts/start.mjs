#!/usr/bin/env node
// Starts the shop: builds what it needs, then the sandbox (seeded) and the storefront (its production server,
// `server/http/serve.ts`, in one process), and prints the URLs. `--dev` runs each app's `dev` script instead of
// `start`. Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(
    `The shop runs on the Node 24 it installs: start it with \`pnpm start\` (this is Node ${process.version}).`,
  );
  process.exit(1);
}

const dev = process.argv.includes('--dev');
const root = new URL('..', import.meta.url).pathname;
const script = dev ? 'dev' : 'start';

const env = process.env;
const smtpPort = env.SANDBOX_SMTP_PORT || '2525';

const shopUrl = 'http://localhost:3000';

/**
 * Apps in start order: the sandbox must answer before the storefront renders its first page. Each gets the
 * settings that tie the two together, unless the environment already says otherwise: the storefront mails through
 * the sandbox's SMTP catcher, and the sandbox announces its changes to the storefront's webhooks (both sides
 * default to the same secrets).
 */
const APPS = [
  {
    dir: 'apps/sandbox',
    name: '@shop/sandbox',
    health: 'http://127.0.0.1:4000/__sandbox/health',
    url: 'http://127.0.0.1:4000',
    env: {
      SANDBOX_SMTP_PORT: smtpPort,
      SANDBOX_WEBHOOK_URL: env.SANDBOX_WEBHOOK_URL || `${shopUrl}/api/webhooks/shop`,
      SANDBOX_REVALIDATE_URL: env.SANDBOX_REVALIDATE_URL || `${shopUrl}/api/revalidate`,
      // The customer mails' reset and activation links open the storefront's pages (docs/accounts.md).
      SANDBOX_CUSTOMER_LINKS_URL: env.SANDBOX_CUSTOMER_LINKS_URL || `${shopUrl}/global`,
    },
  },
  {
    dir: 'apps/storefront',
    name: '@shop/storefront',
    health: `${shopUrl}/`,
    url: shopUrl,
    // The backends are the sandbox started here: its defaults fill every backend variable left unset.
    env: {
      SMTP_URL: env.SMTP_URL || `smtp://127.0.0.1:${smtpPort}`,
      SHOP_BACKEND: env.SHOP_BACKEND || 'sandbox',
    },
  },
];

/** The script an app runs: `dev` in development where it has one (the sandbox has only `start`). */
function scriptOf(app) {
  const manifest = join(root, app.dir, 'package.json');
  const scripts = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')).scripts ?? {}) : {};
  return scripts[script] ? script : scripts.start ? 'start' : null;
}

const runnable = APPS.filter((app) => scriptOf(app));

// The apps import the packages' built output: build them always, and the apps too for production.
const buildArgs = dev ? ['exec', 'turbo', 'run', 'build', '--filter=./packages/*'] : ['build'];
// The storefront's build renders pages against the sandbox started below (SHOP_BACKEND, as for the storefront).
const build = spawnSync('pnpm', buildArgs, {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, SHOP_BACKEND: env.SHOP_BACKEND || 'sandbox' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [];
// Each app runs in a process group of its own, and stopping sends SIGTERM to the group: the server itself gets it
// (not only pnpm in front of it) and drains its requests before it exits (docs/own-server.md).
const stop = () => {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

for (const app of runnable) {
  const child = spawn('pnpm', ['--filter', app.name, 'run', scriptOf(app)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, ...app.env },
    detached: true,
  });
  children.push(child);
  child.on('exit', (code) => {
    if (code) console.error(`${app.name} stopped with exit code ${code}`);
    stop();
    process.exitCode = code ?? 0;
  });
  if (!(await waitFor(app.health))) {
    console.error(`${app.name} did not answer at ${app.health}`);
    stop();
    process.exit(1);
  }
  console.log(`\n  ${app.name} is up: ${app.url}\n`);
}
