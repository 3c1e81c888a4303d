#!/usr/bin/env node
// `pnpm test:registry`: proves that what `pnpm release` publishes works for a team outside this repository.
// 1. Verdaccio (the pinned devDependency) on a free loopback port, its storage in a temporary folder.
// 2. `pnpm release --snapshot proof` against it: the release's own code path (environment, build, version,
//    publish); a snapshot puts the files it versioned back.
// 3. A scratch folder outside the workspace, plain npm: installs every published package from that registry,
//    type-checks the README examples and an import of every entry point (strict, skipLibCheck false) under
//    `moduleResolution: bundler` and `node16`, starts the published sandbox with `npx` and runs each README's
//    example (the `## Example` block, taken from the README itself) against it, checking what it prints.
// docs/release.md describes it; turbo runs it as the root task `//#test:registry` after the packages' builds.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve, sep } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const started = Date.now();
const SNAPSHOT_TAG = 'proof';

const failures = [];
const step = (message) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);

/**
 * What each README example must print against the sandbox, besides running without an error. The code is the
 * README's; these are the outcomes issue #32 asks the proof to see.
 */
const EXPECTED = {
  '@shop/editions': [/edition: 'pl', route: 'home'/, /http:\/\/127\.0\.0\.1:4000/],
  '@shop/i18n': [/1299,50\s*zł/, /1\.299,50\s*€/],
  '@shop/shop-client': [
    /lines now 1/,
    /checkoutUrl http:\/\/127\.0\.0\.1:\d+\/checkouts\//,
    /bad variant: invalid-input/,
  ],
  '@shop/content-client': [/category: .+ \d+ of \d+/, /search: \d+ products/],
  '@shop/session': [/lines in the store: 1/],
  '@shop/ui': [/class="shop-price"/, /Aktueller Preis: 19,99\s€/, /stylesheet: \d+ bytes/],
};

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status})\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result;
}

/**
 * The machine's own npm configuration, as `npm` reads it under the machine's Node: its global config file, and the
 * CA bundle named in NODE_EXTRA_CA_CERTS where the machine sets one.
 */
function machineNpmConfig() {
  // Without any project's bin folders (this one's, or another checkout's a shell put first): the machine's own npm.
  const machinePath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.startsWith(root) && !dir.split(sep).includes('node_modules'))
    .join(delimiter);
  const globalconfig = spawnSync('npm', ['config', 'get', 'globalconfig'], {
    encoding: 'utf8',
    env: { ...process.env, PATH: machinePath },
  });
  const config = {};
  if (globalconfig.status === 0 && globalconfig.stdout.trim()) {
    config.NPM_CONFIG_GLOBALCONFIG = globalconfig.stdout.trim();
  }
  if (process.env.NODE_EXTRA_CA_CERTS && !process.env.NPM_CONFIG_CAFILE) {
    config.NPM_CONFIG_CAFILE = process.env.NODE_EXTRA_CA_CERTS;
  }
  return config;
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts a child and waits until its output matches `ready`; resolves to the match and the child. */
function startChild(command, args, { ready, env, cwd, timeoutMs, name }) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      stop(child);
      reject(new Error(`${name} did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveStart({ match, child, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited (${code}) before it was ready:\n${output}`));
    });
  });
}

function stop(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** Verdaccio: `@shop/*` only from what is published to it; other packages are not its business. */
async function startRegistry(folder) {
  const port = await freePort();
  const config = join(folder, 'verdaccio.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(folder, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(folder, 'htpasswd')}`,
      'packages:',
      "  '@shop/*':",
      '    access: $all',
      '    publish: $authenticated',
      'log: { type: stdout, format: pretty, level: warn }',
      'max_body_size: 200mb',
      '',
    ].join('\n'),
  );
  const bin = join(root, 'node_modules', 'verdaccio', 'bin', 'verdaccio');
  const { child } = await startChild(
    process.execPath,
    [bin, '--config', config, '--listen', `127.0.0.1:${port}`],
    {
      ready: /http address|localhost|127\.0\.0\.1/,
      env: { ...process.env, NODE_ENV: 'production' },
      cwd: folder,
      timeoutMs: 30_000,
      name: 'verdaccio',
    },
  );
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}-/ping`)).ok) break;
    } catch {}
    if (i > 100) throw new Error('verdaccio does not answer /-/ping');
    await new Promise((done) => setTimeout(done, 100));
  }
  // A user of its own: the token `pnpm release` publishes with (NPM_TOKEN).
  const response = await fetch(`${url}-/user/org.couchdb.user:proof`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'proof', password: 'proof-password', type: 'user', roles: [] }),
  });
  const { token } = await response.json();
  if (!token) throw new Error(`verdaccio gave no token (${response.status})`);
  return { child, url, token };
}

/** The first ```ts / ```tsx block under `## Example`, as written in the README; undefined when none. */
export function readmeExample(readme) {
  const section = /^## Example\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  const block = section && /^```(tsx?)\n([\s\S]*?)^```/m.exec(section);
  return block ? { extension: block[1], code: block[2] } : undefined;
}

/** The entry points of a published manifest that carry types (not CSS, not package.json). */
function typedEntries(manifest) {
  return Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'object' && target.types)
    .map(([subpath]) => (subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`));
}

function tsconfig(moduleResolution) {
  const module = moduleResolution === 'bundler' ? 'esnext' : 'node16';
  return {
    compilerOptions: {
      target: 'es2022',
      lib: ['es2023', 'dom'],
      module,
      moduleResolution,
      jsx: 'react-jsx',
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      types: ['node'],
    },
    include: ['*.ts', '*.tsx'],
  };
}

/** `npx @shop/storybook` serves the built Storybook, its version in the manager page, the stories' frame beside it. */
async function checkStorybook(consumer, children) {
  const { version } = JSON.parse(
    readFileSync(join(consumer, 'node_modules', '@shop', 'storybook', 'package.json'), 'utf8'),
  );
  const storybook = await startChild('npx', ['@shop/storybook', '--port', '0'], {
    ready: /on (http:\/\/\S+)/,
    cwd: consumer,
    env: process.env,
    timeoutMs: 30_000,
    name: 'npx @shop/storybook',
  });
  children.push(storybook.child);
  const url = storybook.match[1];
  const manager = await (await fetch(url)).text();
  const frame = await fetch(new URL('iframe.html', url));
  if (!manager.includes(`SHOP_STORYBOOK_VERSION = ${JSON.stringify(version)}`) || !frame.ok) {
    failures.push(
      `npx @shop/storybook on ${url}: no version ${version} in its page, or no iframe.html (${frame.status})`,
    );
  } else step(`npx @shop/storybook ${version} on ${url}`);
  stop(storybook.child);
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'shop-registry-proof-'));
  const children = [];
  const cleanUp = () => {
    for (const child of children) stop(child);
  };
  process.on('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  try {
    step(`work folder ${work}`);
    mkdirSync(join(work, 'registry'));
    const registry = await startRegistry(join(work, 'registry'));
    children.push(registry.child);
    step(`verdaccio on ${registry.url}`);

    // `pnpm release --snapshot` itself: it builds (turbo's cache: the builds this task depends on), versions,
    // publishes under the dist-tag, and puts the versioned files back.
    const userconfig = join(work, 'release.npmrc');
    writeFileSync(userconfig, '');
    run(process.execPath, [join(root, 'scripts', 'release.mjs'), '--snapshot', SNAPSHOT_TAG], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        NPM_CONFIG_REGISTRY: registry.url,
        NPM_TOKEN: registry.token,
        NPM_CONFIG_USERCONFIG: userconfig,
      },
    });
    step(`pnpm release --snapshot ${SNAPSHOT_TAG} published`);

    const published = JSON.parse(run('pnpm', ['ls', '-r', '--depth', '-1', '--json'], { cwd: root }).stdout)
      .map(({ path }) => ({
        dir: path,
        manifest: JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')),
      }))
      .filter(({ manifest }) => manifest.name && !manifest.private);

    // The consumer: outside the workspace, plain npm, the @shop scope from the registry, the rest from npm's.
    const consumer = join(work, 'consumer');
    mkdirSync(consumer);
    writeFileSync(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
    );
    writeFileSync(join(consumer, '.npmrc'), `@shop:registry=${registry.url}\n`);
    // npm in the consumer folder reads its .npmrc (the @shop line) as the project's config. The project's Node
    // leads PATH, and npm run under it looks for its global config in that Node's prefix, not where the machine's
    // npm keeps it (a machine behind a proxy that re-signs TLS names its CA bundle there): the consumer's npm is
    // given the machine's global config, as another team's npm would read it.
    const npmEnv = {
      ...process.env,
      ...machineNpmConfig(),
    };
    const specs = published.map(({ manifest }) => `${manifest.name}@${SNAPSHOT_TAG}`);
    run(
      'npm',
      [
        'install',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        // A stalled connection to the public registry is given up and tried again, not waited on for minutes.
        '--fetch-timeout=30000',
        '--fetch-retries=5',
        ...specs,
        'react@19',
        'react-dom@19',
        '@tanstack/react-query@5',
        '@types/react@19',
        '@types/react-dom@19',
        '@types/node@24',
      ],
      {
        cwd: consumer,
        env: npmEnv,
        // The proof fails, naming the step, rather than hanging CI.
        timeout: 600_000,
      },
    );
    step(`installed ${specs.join(' ')}`);

    const examples = [];
    for (const { dir, manifest } of published) {
      const example = readmeExample(readFileSync(join(dir, 'README.md'), 'utf8'));
      if (!example) continue;
      const file = `example-${manifest.name.split('/')[1]}.${example.extension}`;
      writeFileSync(join(consumer, file), example.code);
      examples.push({ name: manifest.name, file });
    }
    const entries = published.flatMap(({ manifest }) => typedEntries(manifest));
    writeFileSync(
      join(consumer, 'entries.ts'),
      `${entries.map((entry, i) => `import * as entry${i} from '${entry}';`).join('\n')}\n\nexport const all = [${entries.map((_, i) => `entry${i}`).join(', ')}];\n`,
    );
    // The sandbox seeds its catalogue while the examples are type-checked.
    const sandboxStarting = startChild(
      'npx',
      ['--no-install', '@shop/sandbox', '--memory', '--port', '0', '--products', '20'],
      {
        ready: /Sandbox ready in \d+ ms on (http:\/\/\S+)/,
        cwd: consumer,
        env: npmEnv,
        timeoutMs: 90_000,
        name: 'npx @shop/sandbox',
      },
    );
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    for (const resolution of ['bundler', 'node16']) {
      const config = `tsconfig.${resolution}.json`;
      writeFileSync(join(consumer, config), JSON.stringify(tsconfig(resolution), null, 2));
      const result = spawnSync(process.execPath, [tsc, '-p', config], { cwd: consumer, encoding: 'utf8' });
      if (result.status !== 0)
        failures.push(`tsc (moduleResolution ${resolution}):\n${result.stdout}${result.stderr}`);
    }
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify(tsconfig('bundler'), null, 2));
    step(
      `type-checked ${examples.map(({ file }) => file).join(', ')} and entries.ts (${entries.length} entry points)`,
    );

    const sandbox = await sandboxStarting;
    children.push(sandbox.child);
    const sandboxUrl = sandbox.match[1];
    step(`npx @shop/sandbox on ${sandboxUrl}`);

    if (published.some(({ manifest }) => manifest.name === '@shop/storybook'))
      await checkStorybook(consumer, children);

    const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const exampleEnv = {
      ...process.env,
      SHOP_BACKEND: undefined,
      SHOP_STOREFRONT_DOMAIN: sandboxUrl,
      CONTENT_SERVICE_URL: sandboxUrl,
    };
    for (const { name, file } of examples) {
      const result = spawnSync(process.execPath, [tsx, file], {
        cwd: consumer,
        encoding: 'utf8',
        env: exampleEnv,
        timeout: 60_000,
      });
      const output = `${result.stdout}${result.stderr}`;
      const missing = (EXPECTED[name] ?? []).filter((pattern) => !pattern.test(output));
      if (result.status !== 0 || missing.length) {
        failures.push(
          `${name}'s README example (${file}) ${result.status !== 0 ? `exited ${result.status}` : `did not print ${missing.join(', ')}`}:\n${output}`,
        );
      } else step(`${name}'s README example ran`);
    }
    for (const name of Object.keys(EXPECTED)) {
      if (!examples.some((example) => example.name === name))
        failures.push(`${name}: no README example was run`);
    }
  } finally {
    cleanUp();
    if (failures.length === 0) rmSync(work, { recursive: true, force: true });
    else console.error(`(kept ${work} for a look)`);
  }
}

try {
  await main();
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
for (const failure of failures) console.error(`\nFAILED: ${failure}`);
console.log(`\nregistry proof: ${failures.length === 0 ? 'passed' : 'failed'} in ${seconds} s`);
console.log(`${failures.length === 0 ? 1 : 0} passed, ${failures.length === 0 ? 0 : 1} failed`);
process.exit(failures.length === 0 ? 0 : 1);
