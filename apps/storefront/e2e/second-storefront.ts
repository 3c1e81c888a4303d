// A second storefront from the same build, started by a test that needs its own settings or reads its log.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { expect } from '@playwright/test';
import { STOREFRONT_ENV } from '../playwright.config';

export interface SecondStorefront {
  /** Its origin, `http://localhost:<port>`. */
  url: string;
  process: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  log(): string;
  /** Waits (up to two minutes) until `path` answers `status`; fails with the log when the process exits. */
  answering(path: string, status: number): Promise<void>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The own server (`pnpm start`) on a free port with the tests' settings plus `env`; `answering` tells when it is up. */
export async function startSecondStorefront(env: Record<string, string>): Promise<SecondStorefront> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/http/serve.ts', '--port', String(port)], {
    env: { ...process.env, ...STOREFRONT_ENV, SHOP_BASE_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return {
    url,
    process: child,
    log: () => output,
    async answering(path, status) {
      await expect
        .poll(
          async () => {
            if (child.exitCode !== null) throw new Error(`The storefront exited:\n${output}`);
            return fetch(`${url}${path}`).then(
              (response) => response.status,
              () => 0,
            );
          },
          { timeout: 120_000, message: 'The second storefront did not start' },
        )
        .toBe(status);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
