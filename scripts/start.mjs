#!/usr/bin/env node
// Starts the shop: builds what it needs, then the sandbox (seeded) and the storefront (its production server,
// `server/http/serve.ts`, in one process), and prints the URLs. `--dev` runs each app's `dev` script instead of
// `start`. Ctrl-C stops everything.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildShop, ProcessGroup, requireNode24, root, sandboxEnv, waitFor } from './shop-processes.mjs';

requireNode24('pnpm start');

const dev = process.argv.includes('--dev');
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
    env: sandboxEnv(shopUrl, smtpPort, env),
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
buildShop({ dev });

const group = new ProcessGroup();
const stop = () => group.stop();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

for (const app of runnable) {
  group.start(app.name, 'pnpm', ['--filter', app.name, 'run', scriptOf(app)], {
    env: app.env,
    onExit: (code) => {
      if (code) console.error(`${app.name} stopped with exit code ${code}`);
      stop();
      process.exitCode = code ?? 0;
    },
  });
  if (!(await waitFor(app.health))) {
    console.error(`${app.name} did not answer at ${app.health}`);
    await stop();
    process.exit(1);
  }
  console.log(`\n  ${app.name} is up: ${app.url}\n`);
}
