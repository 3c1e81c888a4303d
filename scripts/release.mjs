#!/usr/bin/env node
// `pnpm release [--dry-run] [--snapshot <tag>]`: versions the packages from the pending changesets (writing their
// changelogs), builds them and publishes every public workspace package with `pnpm publish`, which rewrites
// `workspace:` and `catalog:` ranges. A version the registry already has is skipped, so a run after a partial
// publish finishes the job. The registry and token come from the environment, checked before anything else.
// docs/release.md says how a CI calls it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = new URL('..', import.meta.url).pathname;

function parseArgs(argv) {
  const options = { dryRun: false, snapshot: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--snapshot') options.snapshot = argv[++i];
    else if (arg.startsWith('--snapshot=')) options.snapshot = arg.slice('--snapshot='.length);
    else throw new UsageError(`unknown argument ${arg}`);
  }
  if (options.snapshot !== undefined && !/^[a-z][a-z0-9-]*$/i.test(options.snapshot ?? '')) {
    throw new UsageError('--snapshot needs a tag of letters, digits and dashes (e.g. --snapshot ci)');
  }
  return options;
}

class UsageError extends Error {}

/** Runs a command; throws with its output when it fails, unless `allowFailure`. */
function run(command, args, { cwd = root, env = process.env, capture = false, allowFailure = false } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    env,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (result.error) throw result.error;
  if (result.status !== 0 && !allowFailure) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status})\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result;
}

/** The registry a `.npmrc` names (`registry=` or `@shop:registry=`), `${VAR}` expanded; undefined when none. */
function registryInNpmrc(file) {
  if (!existsSync(file)) return undefined;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*(?:@shop:)?registry\s*=\s*(\S+)\s*$/.exec(line);
    if (match) return match[1].replace(/\$\{(\w+)\}/g, (_, name) => process.env[name] ?? '');
  }
  return undefined;
}

/** The registry and token from the environment; every missing one named in one error. */
export function releaseEnvironment(env, { needToken }) {
  const userconfig = env.NPM_CONFIG_USERCONFIG || env.npm_config_userconfig || join(homedir(), '.npmrc');
  const registry =
    env.NPM_CONFIG_REGISTRY ||
    env.npm_config_registry ||
    registryInNpmrc(join(root, '.npmrc')) ||
    registryInNpmrc(userconfig);
  const missing = [];
  if (!registry)
    missing.push('NPM_CONFIG_REGISTRY (or a `registry=` line in .npmrc): the registry to publish to');
  if (needToken && !env.NPM_TOKEN)
    missing.push('NPM_TOKEN: a token that may publish the @shop packages there');
  if (missing.length) throw new UsageError(`pnpm release: not set:\n- ${missing.join('\n- ')}`);
  return { registry: registry.endsWith('/') ? registry : `${registry}/`, token: env.NPM_TOKEN, userconfig };
}

/**
 * An npmrc for the release's own commands: the user's, the registry, and the token for that registry's host and
 * path (what `//host/path/:_authToken` means to npm and pnpm). Removed when the release ends.
 */
function authFile({ registry, token, userconfig }) {
  const folder = mkdtempSync(join(tmpdir(), 'shop-release-'));
  const file = join(folder, '.npmrc');
  const own = existsSync(userconfig) ? readFileSync(userconfig, 'utf8') : '';
  const lines = [own, `registry=${registry}`, `@shop:registry=${registry}`];
  if (token) lines.push(`${registry.replace(/^https?:/, '')}:_authToken=${token}`);
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  return { file, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** Every workspace package, the root's too: its folder and manifest. */
function workspacePackages() {
  const listed = JSON.parse(run('pnpm', ['ls', '-r', '--depth', '-1', '--json'], { capture: true }).stdout);
  return listed.map(({ path }) => ({
    dir: path,
    manifest: JSON.parse(readFileSync(join(path, 'package.json'), 'utf8')),
  }));
}

/**
 * The files `changeset version` writes or removes (manifests, changelogs, the changesets), as they are now; `put
 * back()` restores them. A snapshot release leaves the working tree as it found it.
 */
function keepVersionedFiles() {
  const folder = join(root, '.changeset');
  const files = [
    ...workspacePackages().flatMap(({ dir }) => [join(dir, 'package.json'), join(dir, 'CHANGELOG.md')]),
    ...readdirSync(folder).map((file) => join(folder, file)),
  ];
  const kept = new Map(files.map((file) => [file, existsSync(file) ? readFileSync(file) : undefined]));
  return {
    putBack() {
      for (const [file, content] of kept) {
        if (content === undefined) rmSync(file, { force: true });
        else writeFileSync(file, content);
      }
    },
  };
}

/** Every public workspace package (not `private`), dependencies before their dependents. */
function publicPackages() {
  const packages = workspacePackages().filter(({ manifest }) => manifest.name && !manifest.private);
  const repository = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).repository?.url;
  const elsewhere = packages.filter(({ manifest }) => manifest.repository?.url !== repository);
  if (!repository || elsewhere.length) {
    throw new UsageError(
      `pnpm release: the root package.json's repository.url (${repository}) is the one every package names; ` +
        `not so in ${elsewhere.map(({ manifest }) => manifest.name).join(', ')}`,
    );
  }
  const names = new Set(packages.map(({ manifest }) => manifest.name));
  const ordered = [];
  const visit = (pkg, trail = []) => {
    if (ordered.includes(pkg)) return;
    if (trail.includes(pkg))
      throw new Error(`a dependency cycle: ${[...trail, pkg].map((p) => p.manifest.name).join(' → ')}`);
    const deps = { ...pkg.manifest.dependencies, ...pkg.manifest.peerDependencies };
    for (const name of Object.keys(deps).filter((dep) => names.has(dep))) {
      visit(
        packages.find(({ manifest }) => manifest.name === name),
        [...trail, pkg],
      );
    }
    ordered.push(pkg);
  };
  for (const pkg of packages) visit(pkg);
  return ordered;
}

/** True when the registry has this exact version; false when it has not; throws when it cannot tell (auth, network). */
function published(name, version, { registry, npmrc }) {
  const result = run(
    'npm',
    ['view', `${name}@${version}`, 'version', '--registry', registry, '--userconfig', npmrc],
    {
      capture: true,
      allowFailure: true,
    },
  );
  if (result.status === 0) return result.stdout.trim() !== '';
  if (/E404|404 Not Found|is not in this registry/.test(`${result.stdout}${result.stderr}`)) return false;
  throw new Error(`cannot tell whether ${name}@${version} is on ${registry}:\n${result.stderr}`);
}

/** True when `.changeset/` holds changesets to consume (`changeset version` fails without any). */
function pendingChangesets() {
  const folder = join(root, '.changeset');
  return readdirSync(folder).some((file) => file.endsWith('.md') && file !== 'README.md');
}

/** The versions the pending changesets give each package (a dry run does not write them). */
function plannedVersions(snapshot) {
  const folder = mkdtempSync(join(tmpdir(), 'shop-release-plan-'));
  try {
    const output = join(folder, 'plan.json');
    run('pnpm', ['exec', 'changeset', 'status', `--output=${output}`], { capture: true });
    const { releases } = JSON.parse(readFileSync(output, 'utf8'));
    return new Map(
      releases
        .filter(({ type }) => type !== 'none')
        .map(({ name, newVersion }) => [
          name,
          snapshot ? `${newVersion}-${snapshot}-<datetime>` : newVersion,
        ]),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function tarballFiles(dir) {
  const packed = JSON.parse(run('pnpm', ['pack', '--dry-run', '--json'], { cwd: dir, capture: true }).stdout);
  return packed.files.map(({ path }) => path);
}

export function release(argv = process.argv.slice(2), env = process.env) {
  const options = parseArgs(argv);
  const target = releaseEnvironment(env, { needToken: !options.dryRun });
  const tag = options.snapshot ?? 'latest';
  const npmrc = authFile(target);
  let snapshotFiles;
  try {
    // Built before versioning: a build that fails leaves no versioned files behind, and the build is the one
    // `pnpm test` made (turbo's cache; a version is not part of any built file).
    const packages = publicPackages();
    run('pnpm', [
      'exec',
      'turbo',
      'run',
      'build',
      '--output-logs=errors-only',
      ...packages.map(({ manifest }) => `--filter=${manifest.name}`),
    ]);

    let planned = new Map();
    if (!pendingChangesets()) console.log('No pending changesets: publishing the versions as they are.');
    else if (options.dryRun) planned = plannedVersions(options.snapshot);
    else if (options.snapshot) {
      snapshotFiles = keepVersionedFiles();
      for (const signal of ['SIGINT', 'SIGTERM']) {
        process.once(signal, () => {
          snapshotFiles?.putBack();
          process.exit(1);
        });
      }
      run('pnpm', ['exec', 'changeset', 'version', '--snapshot', options.snapshot]);
    } else run('pnpm', ['exec', 'changeset', 'version']);

    const outcome = { published: [], skipped: [] };
    for (const { dir, manifest } of packages) {
      const { name } = manifest;
      const version = options.dryRun
        ? (planned.get(name) ?? manifest.version)
        : JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;
      const id = `${name}@${version}`;
      if (
        !version.includes('<datetime>') &&
        published(name, version, { registry: target.registry, npmrc: npmrc.file })
      ) {
        console.log(`${id}: already on ${target.registry}, skipped`);
        outcome.skipped.push(id);
        continue;
      }
      if (options.dryRun) {
        console.log(`${id} would be published (dist-tag ${tag}) with:\n  ${tarballFiles(dir).join('\n  ')}`);
        outcome.published.push(id);
        continue;
      }
      run(
        'pnpm',
        [
          'publish',
          '--no-git-checks',
          '--tag',
          tag,
          '--registry',
          target.registry,
          '--userconfig',
          npmrc.file,
        ],
        { cwd: dir },
      );
      console.log(`${id}: published to ${target.registry} (dist-tag ${tag})`);
      outcome.published.push(id);
    }
    const verb = options.dryRun ? 'would publish' : 'published';
    console.log(
      `\npnpm release: ${verb} ${outcome.published.length}, skipped ${outcome.skipped.length} already published`,
    );
    return outcome;
  } finally {
    snapshotFiles?.putBack();
    npmrc.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    release();
  } catch (error) {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(1);
  }
}
