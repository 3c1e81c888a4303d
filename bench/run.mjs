#!/usr/bin/env node
// Runs every benchmark under bench/ (files named *.bench.mjs) and prints their tables. Benchmarks never fail
// on a number; they only measure. Pass a name to run one: `pnpm bench editions`, and its options after `--`:
// `pnpm bench storefront -- --only=lighthouse`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv[2];
const options = process.argv.slice(3).filter((arg) => arg !== '--');
const dir = new URL('.', import.meta.url).pathname;
const files = readdirSync(dir).filter(
  (file) => file.endsWith('.bench.mjs') && (!only || file.startsWith(only)),
);
for (const file of files) {
  console.log(`\n## ${file.replace('.bench.mjs', '')}\n`);
  const run = spawnSync(process.execPath, [dir + file, ...options], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = run.status ?? 1;
}
