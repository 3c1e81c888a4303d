// What `pnpm start` (start.mjs) and `pnpm start:cluster` (start-cluster.mjs, cluster.mjs) share: the Node check,
// the build, the settings that tie the sandbox and the storefront together, starting an app in a process group of
// its own, waiting until it answers, and stopping what was started.
import { spawn, spawnSync } from 'node:child_process';

export const root = new URL('..', import.meta.url).pathname;

/** Refuses to go on under another Node than the 24 the project installs. */
export function requireNode24(command) {
  if (Number(process.versions.node.split('.')[0]) >= 24) return;
  console.error(
    `The shop runs on the Node 24 it installs: start it with \`${command}\` (this is Node ${process.version}).`,
  );
  process.exit(1);
}

/** Builds the packages (the apps import their built output), and the apps too unless `dev`. Exits on failure. */
export function buildShop({ dev = false } = {}) {
  const args = dev ? ['exec', 'turbo', 'run', 'build', '--filter=./packages/*'] : ['build'];
  // The storefront's build renders pages against the sandbox the scripts start (SHOP_BACKEND, as for the storefront).
  const build = spawnSync('pnpm', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, SHOP_BACKEND: process.env.SHOP_BACKEND || 'sandbox' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/**
 * The sandbox's settings for a storefront at `shopUrl`, unless the environment already says otherwise: it announces
 * its changes to the storefront's webhooks (both sides default to the same secrets), and its customer mails' reset
 * and activation links open the storefront's pages (docs/accounts.md).
 */
export function sandboxEnv(shopUrl, smtpPort, env = process.env) {
  return {
    SANDBOX_SMTP_PORT: String(smtpPort),
    SANDBOX_WEBHOOK_URL: env.SANDBOX_WEBHOOK_URL || `${shopUrl}/api/webhooks/shop`,
    SANDBOX_REVALIDATE_URL: env.SANDBOX_REVALIDATE_URL || `${shopUrl}/api/revalidate`,
    SANDBOX_CUSTOMER_LINKS_URL: env.SANDBOX_CUSTOMER_LINKS_URL || `${shopUrl}/global`,
  };
}

/** Resolves true once `url` answers below 500 (a redirect counts), false after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.body?.cancel();
      if (response.status < 500) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * Processes started together and stopped together. Each runs in a process group of its own, and stopping sends
 * SIGTERM to the group: the server itself gets it (not only pnpm in front of it) and drains its requests before it
 * exits (docs/own-server.md).
 */
export class ProcessGroup {
  /** @type {{ name: string, child: import('node:child_process').ChildProcess, exited: Promise<void> }[]} */
  entries = [];

  /** Starts `command args` (its output on ours unless `stdio` says otherwise); `onExit` hears of its end. */
  start(name, command, args, { cwd = root, env = {}, stdio = 'inherit', onExit } = {}) {
    const child = spawn(command, args, { cwd, stdio, env: { ...process.env, ...env }, detached: true });
    const exited = new Promise((resolve) => child.once('exit', () => resolve()));
    child.once('exit', (code, signal) => onExit?.(code, signal));
    const entry = { name, child, exited };
    this.entries.push(entry);
    return entry;
  }

  /** Sends `signal` to the group of one process, if it still runs. */
  static signal(entry, signal = 'SIGTERM') {
    if (entry.child.exitCode !== null || entry.child.signalCode !== null) return;
    try {
      process.kill(-entry.child.pid, signal);
    } catch {}
  }

  /** SIGTERM to every group at once; resolves when all have exited (SIGKILL to those still running after `graceMs`). */
  async stop(entries = this.entries, graceMs = 30_000) {
    for (const entry of entries) ProcessGroup.signal(entry, 'SIGTERM');
    const all = Promise.all(entries.map((entry) => entry.exited));
    const late = await Promise.race([
      all.then(() => false),
      new Promise((r) => setTimeout(() => r(true), graceMs)),
    ]);
    if (late) for (const entry of entries) ProcessGroup.signal(entry, 'SIGKILL');
    await all;
  }
}
