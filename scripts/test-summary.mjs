#!/usr/bin/env node
// Reads a test log (vitest and Playwright output, as turbo prints it) and prints one closing line:
// "tests: N passed, N failed[, N skipped]". Exits non-zero when nothing ran.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const log = stripVTControlCharacters(readFileSync(process.argv[2], 'utf8'));
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
for (const line of log.split('\n')) {
  // vitest: "Tests  3 failed | 552 passed | 1 skipped (556)"; Playwright: "  12 passed (30s)"
  const vitest = line.match(/^\S*\s*Tests\s+(.*)\(\d+\)\s*$/);
  const playwright = line.match(/^\S*\s+(\d+) (passed|failed|skipped|flaky)( \(.*\))?\s*$/);
  const parts = vitest ? vitest[1].split('|') : playwright ? [`${playwright[1]} ${playwright[2]}`] : [];
  for (const part of parts) {
    const [, count, kind] = part.trim().match(/^(\d+) (\w+)/) ?? [];
    if (kind === 'passed') totals.passed += Number(count);
    else if (kind === 'failed') totals.failed += Number(count);
    // Playwright's flaky tests failed once and passed on the retry CI allows: they passed.
    else if (kind === 'flaky') {
      totals.passed += Number(count);
      totals.flaky += Number(count);
    } else if (kind === 'skipped' || kind === 'todo') totals.skipped += Number(count);
  }
}
if (totals.flaky) console.log(`(${totals.flaky} browser test(s) passed only on retry: see the log above)`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (totals.passed + totals.failed === 0) process.exit(1);
