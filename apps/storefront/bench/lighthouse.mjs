// Lighthouse 13 in its default mode (mobile, simulated throttling) through its CLI: each run starts a fresh
// Chromium with a cold cache, as a first visit from a phone.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';

/** Lighthouse's report (LHR) of one run of a URL, mobile by default or with the desktop preset. */
export function lighthouseReport(url, { cwd, preset = 'mobile' }) {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const report = join(dir, 'report.json');
  try {
    const run = spawnSync(
      'pnpm',
      [
        'exec',
        'lighthouse',
        url,
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      ],
      {
        cwd,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH },
      },
    );
    if (run.status !== 0) throw new Error(`lighthouse ${url} exited with ${run.status}`);
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    if (lhr.runtimeError)
      throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One Lighthouse run of a URL: its scores (0–100) and the three vitals it simulates. */
function lighthouseRun(url, cwd) {
  const { categories, audits } = lighthouseReport(url, { cwd });
  const score = (id) => (categories[id]?.score == null ? null : Math.round(categories[id].score * 100));
  // The weighted SEO audits a page fails, so a score below 100 says why (a noindex page fails is-crawlable).
  const seoMisses = (categories.seo?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
    .map((ref) => ref.id);
  // Headless Chromium sometimes withholds the page's first frames for a whole second (viz throttles a renderer it
  // finds unresponsive; GoogleChrome/lighthouse#17148), and the simulation then counts every script before it.
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  return {
    firstFrameMs: observed.observedFirstPaint,
    performance: score('performance'),
    lcpMs: audits['largest-contentful-paint']?.numericValue,
    tbtMs: audits['total-blocking-time']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    seoMisses,
  };
}

/** The run with the median performance score of an odd number of runs (the lower middle of an even number). */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * Lighthouse rows of named pages: each page run `runs` times, the row the run with the median performance score
 * (the target is a median of three), the scores of every run beside it. `baseline` pages (a bare Next.js
 * page) are measured the same way in the same run, so a busy machine shows in both.
 */
export function lighthouseTable(pages, { cwd, runs = 3, target = 95, baseline = {} }) {
  const rows = [];
  for (const [name, url] of Object.entries({ ...pages, ...baseline })) {
    const results = Array.from({ length: runs }, () => lighthouseRun(url, cwd));
    const median = medianRun(results);
    rows.push({
      page: name,
      performance: median.performance,
      runs: results.map((result) => result.performance).join(' / '),
      [`≥ ${target}`]: name in baseline ? '' : median.performance >= target ? 'yes' : 'no',
      LCP: `${(median.lcpMs / 1000).toFixed(1)} s`,
      TBT: `${Math.round(median.tbtMs)} ms`,
      CLS: median.cls.toFixed(3),
      'first frame (observed)': `${Math.round(median.firstFrameMs)} ms`,
      accessibility: median.accessibility,
      'best practices': median.bestPractices,
      SEO: median.seo,
      'SEO audits failed': median.seoMisses.join(', '),
    });
  }
  return rows;
}
