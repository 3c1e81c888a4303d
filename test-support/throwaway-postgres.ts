// A Postgres server for one test run: Debian's binaries, a fresh cluster in a temporary directory, a free port on
// 127.0.0.1, run by an unprivileged user (Postgres refuses root), stopped and deleted afterwards. When it cannot
// start, `startThrowawayPostgres` throws saying why: a test that needs it fails instead of skipping.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type ThrowawayOptions } from './free-port';

export interface ThrowawayPostgres {
  /** `postgres://shop@127.0.0.1:<port>/shop` */
  url: string;
  stop(): Promise<void>;
}

const USER = 'shop';

/** The newest installed server's binaries: POSTGRES_BIN_DIR, else /usr/lib/postgresql/<major>/bin. */
function binDir(): string {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!majors[0]) {
    throw new Error(
      'Postgres is not installed (no /usr/lib/postgresql/<version>/bin/initdb). Run `node scripts/ensure-postgres.mjs` ' +
        "(installs Debian's postgresql as root), install it yourself, or set POSTGRES_BIN_DIR.",
    );
  }
  return join(root, majors[0], 'bin');
}

/** Root runs the server as an unprivileged account: Debian's `postgres`, else `nobody`. */
function unprivilegedAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      if (Number.isInteger(uid) && uid > 0) return { uid, gid };
    } catch {}
  }
  throw new Error(
    'Running as root, and neither a `postgres` nor a `nobody` account exists to run Postgres as.',
  );
}

function run(
  command: string,
  args: string[],
  account: { uid: number; gid: number } | undefined,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      ...account,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', (error) => resolve({ code: -1, output: `${output}${error.message}` }));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

export async function startThrowawayPostgres(
  timeoutMs = 60_000,
  options: ThrowawayOptions = {},
): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const account = unprivilegedAccount();
  const dir = mkdtempSync(join(tmpdir(), 'shop-postgres-'));
  if (account) chownSync(dir, account.uid, account.gid);
  chmodSync(dir, 0o700);
  const data = join(dir, 'data');
  const cleanUp = () => rmSync(dir, { recursive: true, force: true });

  const init = await run(
    join(bin, 'initdb'),
    ['-D', data, '-U', USER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    account,
  );
  if (init.code !== 0) {
    cleanUp();
    throw new Error(`initdb failed (exit ${init.code}):\n${init.output}`);
  }

  const port = options.port ?? (await freePort());
  let output = '';
  const server: ChildProcess = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    {
      ...account,
      detached: options.ownGroup === true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    },
  );
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    }
    cleanUp();
  };

  const deadline = Date.now() + timeoutMs;
  while (true) {
    if (server.exitCode !== null || server.signalCode !== null) {
      cleanUp();
      throw new Error(`Postgres exited before accepting connections (exit ${server.exitCode}):\n${output}`);
    }
    const ready = await run(
      join(bin, 'pg_isready'),
      ['-h', '127.0.0.1', '-p', String(port), '-U', USER],
      account,
    );
    if (ready.code === 0) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`Postgres did not accept connections within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const created = await run(
    join(bin, 'createdb'),
    ['-h', '127.0.0.1', '-p', String(port), '-U', USER, USER],
    account,
  );
  if (created.code !== 0) {
    await stop();
    throw new Error(`createdb failed (exit ${created.code}):\n${created.output}`);
  }
  return { url: `postgres://${USER}@127.0.0.1:${port}/${USER}`, stop };
}
