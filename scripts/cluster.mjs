// N storefront instances behind HAProxy on shared engines (docs/deploy.md): a throwaway Redis (Debian's
// redis-server) for the page cache, a throwaway Postgres (Debian's binaries) migrated once by `pnpm db:migrate`, the
// sandbox as every backend, and HAProxy on `port`; with `edge`, Varnish on `port` in front of HAProxy (on
// `balancerPort`, after the instances' ports), keeping pages and purged by the instances (varnish-config.mjs). `pnpm start:cluster` (start-cluster.mjs) and the cluster test
// both start it through `startCluster`. It imports the throwaway engines of test-support, which are TypeScript:
// run it under tsx (`node --import tsx`) or vitest.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from '../test-support/throwaway-postgres.ts';
import { startThrowawayRedis } from '../test-support/throwaway-redis.ts';
import { haproxyConfig } from './haproxy-config.mjs';
import { ProcessGroup, root, sandboxEnv, waitFor } from './shop-processes.mjs';
import { varnishConfig } from './varnish-config.mjs';

/** The sandbox's account on each edition's reviews provider (as the e2e tests configure it). */
const EDITIONS = ['de', 'en', 'fr', 'it', 'nl', 'pl', 'gb', 'es', 'id'];

/**
 * @typedef {{ name: string, port: number, url: string, entry: { child: import('node:child_process').ChildProcess } }} Instance
 * @typedef {{
 *   frontUrl: string, balancerUrl: string, sandboxUrl: string, statsUrl?: string, instances: Instance[],
 *   kill(instance: Instance, signal?: NodeJS.Signals): void, stop(): Promise<void>
 * }} Cluster
 */

/**
 * Starts the cluster on the storefront's existing build; resolves once the front answers through every instance.
 * On failure, or when `signal` aborts before it is up, it stops what it started and throws.
 * @param {{
 *   instances?: number, port?: number, instancePorts?: number[], sandboxPort?: number, smtpPort?: number,
 *   redisPort?: number, postgresPort?: number, statsPort?: number, freshSandbox?: boolean,
 *   edge?: boolean, balancerPort?: number,
 *   stdio?: 'inherit' | 'ignore', log?: (line: string) => void, signal?: AbortSignal,
 * }} options
 * @returns {Promise<Cluster>}
 */
export async function startCluster(options = {}) {
  const count = options.instances ?? 2;
  const port = options.port ?? 3000;
  const ports = options.instancePorts ?? Array.from({ length: count }, (_, index) => port + 1 + index);
  const sandboxPort = options.sandboxPort ?? 4000;
  const smtpPort = options.smtpPort ?? 2525;
  const stdio = options.stdio ?? 'inherit';
  const log = options.log ?? (() => {});
  const edge = options.edge ?? false;
  // With the edge on `port`, HAProxy takes the port after the instances'.
  const balancerPort = edge ? (options.balancerPort ?? Math.max(port, ...ports) + 1) : port;
  const frontUrl = `http://localhost:${port}`;
  const balancerUrl = `http://localhost:${balancerPort}`;
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;

  const group = new ProcessGroup();
  const engines = [];
  const configDir = mkdtempSync(join(tmpdir(), 'shop-haproxy-'));
  /** @type {Instance[]} */
  const instances = [];
  /** Starts one instance's process (set once the instances' settings are known). */
  let startInstance;
  /** @type {import('../test-support/throwaway-redis.ts').ThrowawayRedis} */
  let sharedRedis;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    // The instances first, so that they drain what they serve; then what they depend on.
    await group.stop(instances.map((instance) => instance.entry));
    await group.stop();
    await Promise.all(engines.map((engine) => engine.stop()));
    rmSync(configDir, { recursive: true, force: true });
  };

  /** Between the steps: a Ctrl-C while starting stops what is up so far. */
  const goOn = () => {
    if (options.signal?.aborted) throw new Error('Stopped while starting');
  };
  try {
    log('Starting Redis and Postgres…');
    /** Starts an engine and keeps it to stop, even if the other one fails. */
    const kept = async (engine) => {
      const started = await engine;
      engines.push(started);
      return started;
    };
    const [redis, postgres] = await Promise.all([
      kept(startThrowawayRedis(30_000, { port: options.redisPort, ownGroup: true })),
      kept(startThrowawayPostgres(60_000, { port: options.postgresPort, ownGroup: true })),
    ]);
    sharedRedis = redis;
    log(`  Redis ${redis.url}, Postgres ${postgres.url}`);
    goOn();

    const migrate = spawnSync('pnpm', ['db:migrate'], {
      cwd: root,
      stdio,
      env: { ...process.env, STOREFRONT_DATABASE_URL: postgres.url },
    });
    if (migrate.status !== 0) throw new Error(`pnpm db:migrate failed (exit ${migrate.status})`);
    goOn();

    // The storefront takes the sandbox's default secrets only where it talks to the sandbox on its default port;
    // here it is told where the sandbox is, so both sides get the same secrets (the environment's, else new ones).
    const secret = (name) => process.env[name] || randomBytes(24).toString('base64url');
    const secrets = {
      webhook: secret('SHOP_WEBHOOK_SECRET'),
      revalidate: secret('CONTENT_REVALIDATE_SECRET'),
      multipass: secret('SHOP_MULTIPASS_SECRET'),
    };

    log('Starting the sandbox…');
    group.start(
      'sandbox',
      process.execPath,
      [
        '--import',
        'tsx',
        'src/main.ts',
        '--port',
        String(sandboxPort),
        '--smtp-port',
        String(smtpPort),
        ...(options.freshSandbox ? ['--memory'] : []),
      ],
      {
        cwd: join(root, 'apps/sandbox'),
        stdio,
        env: {
          ...sandboxEnv(frontUrl, smtpPort),
          // The account service takes sign-ins back to the front only.
          SANDBOX_ACCOUNT_ALLOWED_ORIGINS: `${frontUrl},http://127.0.0.1:${port}`,
          SANDBOX_WEBHOOK_SECRET: secrets.webhook,
          SANDBOX_REVALIDATE_SECRET: secrets.revalidate,
          SANDBOX_MULTIPASS_SECRET: secrets.multipass,
        },
      },
    );
    if (!(await waitFor(`${sandboxUrl}/__sandbox/health`, 180_000)))
      throw new Error('The sandbox did not answer');
    goOn();

    log(`Starting ${count} storefront instances…`);
    const instanceEnv = {
      STOREFRONT_REDIS_URL: redis.url,
      STOREFRONT_DATABASE_URL: postgres.url,
      // HAProxy appends the client's address to X-Forwarded-For (the edge's, in front of it, the client's before);
      // the instances listen on 127.0.0.1 only.
      TRUSTED_PROXY: edge ? '2' : '1',
      // The instance that gets a webhook purges the edge's copies of what it expired (server/cache/expire-tags.ts).
      ...(edge ? { EDGE_PURGE_URL: `http://127.0.0.1:${port}/` } : {}),
      SHOP_BASE_URL: frontUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The backends are the sandbox started here: the shop's public token and the rest of its defaults.
      SHOP_BACKEND: 'sandbox',
      SHOP_STOREFRONT_DOMAIN: sandboxUrl,
      CONTENT_SERVICE_URL: sandboxUrl,
      REVIEWS_DOMAIN: sandboxUrl,
      SHOP_WEBHOOK_SECRET: secrets.webhook,
      CONTENT_REVALIDATE_SECRET: secrets.revalidate,
      SHOP_MULTIPASS_SECRET: secrets.multipass,
      ...Object.fromEntries(
        EDITIONS.map((edition) => [
          `REVIEWS_TOKEN_${edition.toUpperCase()}`,
          `sandbox-reviews-token-${edition}`,
        ]),
      ),
      NEXT_TELEMETRY_DISABLED: '1',
    };
    startInstance = (name, instancePort) =>
      group.start(
        name,
        process.execPath,
        [
          '--import',
          'tsx',
          'server/http/serve.ts',
          '--port',
          String(instancePort),
          '--hostname',
          '127.0.0.1',
        ],
        { cwd: join(root, 'apps/storefront'), stdio, env: instanceEnv },
      );
    for (const [index, instancePort] of ports.entries()) {
      const name = `instance${index + 1}`;
      instances.push({
        name,
        port: instancePort,
        url: `http://127.0.0.1:${instancePort}`,
        entry: startInstance(name, instancePort),
      });
    }
    const ready = await Promise.all(
      instances.map((instance) => waitFor(`${instance.url}/api/health`, 120_000)),
    );
    if (ready.includes(false)) throw new Error('A storefront instance did not answer');
    goOn();

    const config = join(configDir, 'haproxy.cfg');
    writeFileSync(
      config,
      haproxyConfig({
        port: balancerPort,
        instances: instances.map((instance) => ({
          name: instance.name,
          host: '127.0.0.1',
          port: instance.port,
        })),
        statsPort: options.statsPort,
      }),
    );
    group.start('haproxy', process.env.HAPROXY ?? '/usr/sbin/haproxy', ['-db', '-f', config], { stdio });
    if (!(await waitForEvery(balancerUrl, instances)))
      throw new Error(`HAProxy did not answer at ${balancerUrl}`);
    goOn();

    if (edge) {
      const vcl = await writeEdgeFiles(configDir, balancerPort);
      log('Starting Varnish…');
      group.start(
        'varnish',
        process.env.VARNISHD ?? '/usr/sbin/varnishd',
        // In the foreground, its work files in the cluster's folder, no management port, no user switch.
        [
          '-F',
          '-f',
          vcl,
          '-a',
          `:${port}`,
          '-n',
          join(configDir, 'varnish'),
          '-s',
          'malloc,256m',
          '-T',
          'none',
          '-j',
          'none',
        ],
        { stdio },
      );
      if (!(await waitFor(`${frontUrl}/api/health`, 30_000)))
        throw new Error(`Varnish did not answer at ${frontUrl}`);
    }
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    frontUrl,
    balancerUrl,
    sandboxUrl,
    statsUrl: options.statsPort ? `http://127.0.0.1:${options.statsPort}/` : undefined,
    instances,
    kill: (instance, signal = 'SIGTERM') => ProcessGroup.signal(instance.entry, signal),
    stop,
    /** Starts a stopped (killed) instance again on its port; resolves once it answers its health. */
    async restart(instance) {
      await instance.entry.exited;
      instance.entry = startInstance(instance.name, instance.port);
      if (!(await waitFor(`${instance.url}/api/health`, 120_000)))
        throw new Error(`${instance.name} did not answer again`);
    },
    redis: sharedRedis,
  };
}

/**
 * The edge's files in `dir`: the shop's error page per edition (apps/storefront/server/edge-rules.ts) and the VCL
 * over HAProxy on `balancerPort`; the VCL's path.
 */
async function writeEdgeFiles(dir, balancerPort) {
  const { edgeShopRules } = await import('../apps/storefront/server/edge-rules.ts');
  const rules = await edgeShopRules();
  const errorFiles = rules.errorPages.map((page) => {
    const file = join(dir, `error-${page.edition}.html`);
    writeFileSync(file, page.html);
    return { prefixes: page.prefixes, file };
  });
  const vcl = join(dir, 'edge.vcl');
  writeFileSync(
    vcl,
    varnishConfig({
      backend: { host: '127.0.0.1', port: balancerPort },
      rules,
      errorFiles,
      defaultErrorFile: join(dir, 'error-en.html'),
    }),
  );
  return vcl;
}

/** Resolves true once the front's health answers 200 from every instance (HAProxy names it in X-Served-By). */
async function waitForEvery(frontUrl, instances, timeoutMs = 30_000) {
  const seen = new Set();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${frontUrl}/api/health`);
      await response.body?.cancel();
      if (response.status === 200) seen.add(response.headers.get('x-served-by'));
      if (instances.every((instance) => seen.has(instance.name))) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
