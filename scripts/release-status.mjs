#!/usr/bin/env node
// Part of `pnpm test`: fails when a package changed against `main` without a changeset (`changeset status
// --since=main`). Passes on main itself (HEAD is main: nothing to compare, as in CI's clone of main) and is skipped
// where there is no `main` to compare with (a shallow clone of one branch). docs/release.md.
import { spawnSync } from 'node:child_process';

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' });
const revision = (ref) => {
  const run = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  return run.status === 0 ? run.stdout.trim() : null;
};

const main = revision('main');
if (!main) {
  console.log('changesets: no `main` branch here (a shallow or single-branch clone): not checked');
  process.exit(0);
}
if (main === revision('HEAD')) {
  console.log('changesets: HEAD is main, nothing to compare');
  process.exit(0);
}
if (git('merge-base', 'main', 'HEAD').status !== 0) {
  console.log('changesets: main and HEAD share no history here (a shallow clone): not checked');
  process.exit(0);
}
const status = spawnSync('changeset', ['status', '--since=main'], { encoding: 'utf8' });
if (status.status !== 0) {
  process.stderr.write(`${status.stdout ?? ''}${status.stderr ?? status.error ?? ''}`);
  console.error(
    'changesets: a package changed against main without a changeset: add one with `pnpm changeset` ' +
      '(docs/release.md)',
  );
  process.exit(1);
}
console.log('changesets: every package changed against main has a changeset');
