// `pnpm sandbox [--reset] [--products N] [--seed N] [--memory] [--profile F]` (in this repository, from the sources)
// or `npx @shop/sandbox …` (the published package, this file bundled: tsup.config.ts): starts the sandbox on
// 127.0.0.1:4000 (HTTP) and https://localhost:4443.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ACCOUNT_SERVICE_BASE, accountServiceConfigFromEnv } from './account-service/index';
import {
  DEFAULT_REVALIDATE_SECRET,
  DEFAULT_SCRAPE_CREDENTIALS,
  DEFAULT_WEBHOOK_SECRET,
  startSandbox,
} from './server';

function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (dir !== dirname(dir)) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = dirname(dir);
  }
  return process.cwd();
}

function integer(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) {
    console.error(`${name} must be a non-negative integer, got ${value}`);
    process.exit(2);
  }
  return parsed;
}

// `pnpm sandbox --reset` arrives as `-- --reset`: the separator pnpm forwards is not an argument of ours.
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    reset: { type: 'boolean', default: false },
    memory: { type: 'boolean', default: false },
    products: { type: 'string' },
    seed: { type: 'string' },
    port: { type: 'string' },
    'tls-port': { type: 'string' },
    'smtp-port': { type: 'string' },
    profile: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
  strict: true,
});

if (values.help) {
  console.log(`Usage: pnpm sandbox [options]      (in the storefront repository)
       npx @shop/sandbox [options]  (anywhere else)

Options: [--reset] [--products N] [--seed N] [--port N] [--tls-port N] [--smtp-port N] [--memory]

  --reset        generate the catalogue again (and drop carts, customers, orders)
  --products N   catalogue size when seeding (default 300)
  --seed N       seed of the catalogue generator
  --port N       port (default SANDBOX_PORT or 4000)
  --tls-port N   HTTPS port (default SANDBOX_TLS_PORT or the port + 443: 4443; 0 with --port 0)
  --smtp-port N  port of the SMTP catcher (default SANDBOX_SMTP_PORT or 2525; 0 with --port 0)
  --memory       keep the database in memory (nothing written to .data/sandbox)
  --profile F    a JSON file of collections, pages, menus and metafields to make by handle at start and after each
                 reset (default SANDBOX_PROFILE; profiles/vercel-commerce.json in the package is an example)

The database lives in .data/sandbox under the repository, or under the current folder outside it
(SANDBOX_DATA_DIR to choose). Ctrl-C stops it.`);
  process.exit(0);
}

/** The profile file's JSON; a missing or malformed file stops the start with its path named. */
function readProfile(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`Cannot read the profile ${file}: ${(error as Error).message}`);
    process.exit(2);
  }
}

function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** Fails before the data directory is opened, so a second sandbox cannot touch the first one's database. */
async function ensurePortFree(port: number, host: string, setting = 'SANDBOX_PORT or --port'): Promise<void> {
  if (await portFree(port, host)) return;
  console.error(`Port ${port} on ${host} is in use. Is a sandbox already running? Set ${setting}.`);
  process.exit(1);
}

const env = process.env;
const databaseUrl = env.DATABASE_URL || undefined;
const dataDir = values.memory
  ? undefined
  : resolve(env.SANDBOX_DATA_DIR ?? join(repoRoot(), '.data', 'sandbox'));
const port = integer('--port', values.port ?? env.SANDBOX_PORT, 4000);
const host = env.SANDBOX_HOST || '127.0.0.1';
// A sandbox on a free port (tests) takes a free SMTP port too, so it never collides with a running one.
const smtpPort = integer('--smtp-port', values['smtp-port'] ?? env.SANDBOX_SMTP_PORT, port === 0 ? 0 : 2525);
// HTTPS beside HTTP, 443 ports up. A port asked for must be free; a derived one that is taken (by a neighbour's
// sandbox) only leaves this one on HTTP.
const tlsAsked = values['tls-port'] ?? env.SANDBOX_TLS_PORT;
let tlsPort: number | undefined = integer('--tls-port', tlsAsked, port === 0 ? 0 : port + 443);
await ensurePortFree(port, host);
if (smtpPort !== 0) await ensurePortFree(smtpPort, host, 'SANDBOX_SMTP_PORT or --smtp-port');
if (tlsPort !== 0) {
  if (tlsAsked) await ensurePortFree(tlsPort, host, 'SANDBOX_TLS_PORT or --tls-port');
  else if (!(await portFree(tlsPort, host))) {
    console.warn(
      `Port ${tlsPort} on ${host} is in use: no HTTPS listener. Set SANDBOX_TLS_PORT or --tls-port.`,
    );
    tlsPort = undefined;
  }
}
const profileFile = values.profile ?? env.SANDBOX_PROFILE;
// A relative path is the caller's: pnpm runs the script in apps/sandbox and names the caller's folder INIT_CWD.
const profilePath = profileFile ? resolve(env.INIT_CWD ?? process.cwd(), profileFile) : undefined;
const profile = profilePath ? readProfile(profilePath) : undefined;
const started = Date.now();
const sandbox = await startSandbox({
  port,
  host,
  databaseUrl,
  dataDir,
  reset: values.reset,
  smtpPort,
  tlsPort,
  tlsDir: env.SANDBOX_TLS_DIR || undefined,
  webhooks: {
    ...(env.SANDBOX_WEBHOOK_URL
      ? {
          shop: {
            url: env.SANDBOX_WEBHOOK_URL,
            secret: env.SANDBOX_WEBHOOK_SECRET || DEFAULT_WEBHOOK_SECRET,
          },
        }
      : {}),
    ...(env.SANDBOX_REVALIDATE_URL
      ? {
          content: {
            url: env.SANDBOX_REVALIDATE_URL,
            secret: env.SANDBOX_REVALIDATE_SECRET || DEFAULT_REVALIDATE_SECRET,
          },
        }
      : {}),
  },
  products: integer('--products', values.products ?? env.SANDBOX_PRODUCTS, 300),
  encodeAhead: true,
  seed:
    values.seed !== undefined || env.SANDBOX_SEED
      ? integer('--seed', values.seed ?? env.SANDBOX_SEED, 0)
      : undefined,
  storefrontTokens: env.SANDBOX_STOREFRONT_TOKENS?.split(',')
    .map((token) => token.trim())
    .filter(Boolean),
  customerTokenLifetimeSeconds: integer(
    'SANDBOX_CUSTOMER_TOKEN_TTL',
    env.SANDBOX_CUSTOMER_TOKEN_TTL,
    60 * 60 * 24 * 14,
  ),
  multipassSecret: env.SANDBOX_MULTIPASS_SECRET?.trim() || undefined,
  accountLinks: env.SANDBOX_CUSTOMER_LINKS_URL?.trim() || undefined,
  primaryDomain: env.SANDBOX_PRIMARY_DOMAIN?.trim() || undefined,
  accountService: accountServiceConfigFromEnv(env),
  scrapeCredentials: {
    user: env.SANDBOX_SCRAPE_USER || DEFAULT_SCRAPE_CREDENTIALS.user,
    password: env.SANDBOX_SCRAPE_PASSWORD || DEFAULT_SCRAPE_CREDENTIALS.password,
  },
  profile,
});
const where = databaseUrl ? 'Postgres (DATABASE_URL)' : dataDir ? `PGlite in ${dataDir}` : 'PGlite in memory';
console.log(
  `Sandbox ready in ${Date.now() - started} ms on ${sandbox.url} (${sandbox.state.catalogue.products.length} products, ${where})`,
);
console.log(
  `  Storefront API  POST ${sandbox.url}/api/2025-01/graphql.json (any version 2024-01 to 2026-10, unstable)`,
);
console.log(
  `  Access token    X-Shopify-Storefront-Access-Token: ${sandbox.state.config.storefrontTokens.join(' or ')}`,
);
if (sandbox.tls) {
  console.log(`  HTTPS           ${sandbox.tls.url} (the same endpoints)`);
  console.log(`  Local CA        ${sandbox.tls.caFile}`);
  console.log(`  Trust it in Node: NODE_EXTRA_CA_CERTS=${sandbox.tls.caFile}`);
}
console.log(
  `  Content service POST ${sandbox.url}/enterprise/page (X-Makaira-Instance: live | live_nl | live_europe)`,
);
console.log(`  Account service GET  ${sandbox.url}${ACCOUNT_SERVICE_BASE}/account/login`);
console.log(`  Health          GET  ${sandbox.url}/__sandbox/health`);
console.log(
  `  Test hooks      ${sandbox.url}/__sandbox/: POST reset, GET outbox, POST faults, GET|POST webhooks, POST invitations`,
);
console.log(
  `  SMTP catcher    smtp://${host}:${sandbox.smtpPort} (mail lands in ${sandbox.url}/__sandbox/outbox)`,
);
if (profilePath) console.log(`  Profile         ${profilePath} (applied at start and after each reset)`);
if (env.SANDBOX_WEBHOOK_URL) console.log(`  Shop webhooks   POST ${env.SANDBOX_WEBHOOK_URL}`);
if (env.SANDBOX_REVALIDATE_URL) console.log(`  Content changes POST ${env.SANDBOX_REVALIDATE_URL}`);
console.log('Ctrl-C stops it.');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) process.exit(1);
    closing = true;
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
