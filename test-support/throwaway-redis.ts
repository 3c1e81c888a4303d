// A Redis server for one test run: Debian's `redis-server` (or REDIS_SERVER), on a free port of 127.0.0.1, its
// working folder a temporary directory, nothing written to disk. `down()` stops it and `up()` starts it again on
// the same port (an outage as the shop would meet it), `freeze()` makes it hang; `stop()` ends it for good. When it cannot start,
// `startThrowawayRedis` throws saying why: a test that needs it fails instead of skipping.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type ThrowawayOptions } from './free-port';

export interface ThrowawayRedis {
  /** `redis://127.0.0.1:<port>` */
  url: string;
  /** Stops the server (the data goes with it); the port stays this server's. */
  down(): Promise<void>;
  /** Starts it again, empty, on the same port. */
  up(): Promise<void>;
  /** Suspends the process (SIGSTOP): connections stay open and nothing answers, a Redis too slow to wait for. */
  freeze(): void;
  /** Lets it go on (SIGCONT). */
  thaw(): void;
  stop(): Promise<void>;
}

function serverBinary(): string {
  const binary = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';
  if (!existsSync(binary)) {
    throw new Error(
      `Redis is not installed (no ${binary}). Run \`node scripts/ensure-redis.mjs\` (installs Debian's redis-server ` +
        'as root), install it yourself, or set REDIS_SERVER to the redis-server binary.',
    );
  }
  return binary;
}

/** Whether the server answers PING. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

export async function startThrowawayRedis(
  timeoutMs = 30_000,
  options: ThrowawayOptions = {},
): Promise<ThrowawayRedis> {
  const binary = serverBinary();
  const dir = mkdtempSync(join(tmpdir(), 'shop-redis-'));
  const port = options.port ?? (await freePort());
  let server: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();

  const up = async () => {
    let output = '';
    const started = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'], detached: options.ownGroup === true },
    );
    server = started;
    started.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    started.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    exited = new Promise((resolve) => started.once('exit', () => resolve()));
    const deadline = Date.now() + timeoutMs;
    while (!(await answersPing(port))) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(`redis-server exited before answering (exit ${started.exitCode}):\n${output}`);
      }
      if (Date.now() > deadline) {
        await down();
        throw new Error(`redis-server did not answer within ${timeoutMs} ms:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  const down = async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGCONT');
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await exited;
    }
  };

  try {
    await up();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    down,
    up,
    freeze: () => server?.kill('SIGSTOP'),
    thaw: () => server?.kill('SIGCONT'),
    async stop() {
      await down();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
