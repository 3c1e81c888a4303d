#!/usr/bin/env node
// Reads a test log (vitest and Playwright output, as turbo prints it) and prints one closing line:
// "tests: N passed, N failed[, N skipped]". Exits non-zero when nothing ran.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const log = stripVTControlCharacters(readFileSync(process.argv[2], 'utf8'));
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const line of log.split('\n')) {
  // vitest: "Tests  3 failed | 552 passed | 1 skipped (556)"; Playwright: "  12 passed (30s)"
  const vitest = line.match(/^\S*\s*Tests\s+(.*)\(\d+\)\s*$/);
  const playwright = line.match(/^\S*\s+(\d+) (passed|failed|skipped|flaky)( \(.*\))?\s*$/);
  const parts = vitest ? vitest[1].split('|') : playwright ? [`${playwright[1]} ${playwright[2]}`] : [];
  for (const part of parts) {
    const [, count, kind] = part.trim().match(/^(\d+) (\w+)/) ?? [];
    if (kind === 'passed') totals.passed += Number(count);
    else if (kind === 'failed') totals.failed += Number(count);
    // A test that passed only when run again (`--retries`) failed once: CI allows no retries, and counts it failed.
    else if (kind === 'flaky') totals.failed += Number(count);
    else if (kind === 'skipped' || kind === 'todo') totals.skipped += Number(count);
  }
}
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (totals.passed + totals.failed === 0) process.exit(1);
