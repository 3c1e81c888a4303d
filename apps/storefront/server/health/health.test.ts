import { describe, expect, it } from 'vitest';
import { checkHealth, type HealthCheck, healthMonitor } from './health';

const passes: HealthCheck = async () => {};
const fails: HealthCheck = async () => {
  throw new Error('shop backend answered 503\nat somewhere');
};
const hangs: HealthCheck = (signal) =>
  new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));

describe('checkHealth: every backend checked in parallel, each on a short budget; it never throws', () => {
  it('all pass: status ok, each check ok with its time', async () => {
    const report = await checkHealth({ database: passes, contentService: passes }, 500);
    expect(report.status).toBe('ok');
    expect(report.failed).toBeUndefined();
    expect(report.checks.database).toMatchObject({ ok: true });
    expect(report.checks.database?.ms).toBeGreaterThanOrEqual(0);
  });

  it('one fails: status failing, the failed check named with the first line of its reason', async () => {
    const report = await checkHealth({ database: passes, shopBackend: fails }, 500);
    expect(report).toMatchObject({
      status: 'failing',
      failed: ['shopBackend'],
      checks: { database: { ok: true }, shopBackend: { ok: false, error: 'shop backend answered 503' } },
    });
  });

  it('a check that does not answer fails at its budget, and is told to stop', async () => {
    let aborted = false;
    const watched: HealthCheck = (signal) => {
      signal.addEventListener('abort', () => {
        aborted = true;
      });
      return hangs(signal);
    };
    const started = performance.now();
    const report = await checkHealth({ contentService: watched, database: passes }, 150);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(report.checks.contentService).toMatchObject({ ok: false, error: 'no answer in 150 ms' });
    expect(aborted).toBe(true);
  });

  it('a check that throws something other than an Error still gives a report', async () => {
    const odd: HealthCheck = () => Promise.reject('down');
    expect((await checkHealth({ odd }, 100)).checks.odd).toMatchObject({ ok: false, error: 'down' });
  });
});

describe('healthMonitor: a load balancer asking often costs the backends one round per period', () => {
  function counted() {
    let runs = 0;
    const check: HealthCheck = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    };
    return { check, runs: () => runs };
  }

  it('answers asked at once share one round of checks', async () => {
    const { check, runs } = counted();
    const health = healthMonitor({ database: check });
    const reports = await Promise.all(Array.from({ length: 50 }, () => health()));
    expect(runs()).toBe(1);
    expect(new Set(reports).size).toBe(1);
  });

  it('a report is kept for keepMs, then checked anew', async () => {
    const { check, runs } = counted();
    let clock = 0;
    const health = healthMonitor({ database: check }, { keepMs: 2000, now: () => clock });
    await health();
    clock = 1999;
    await health();
    expect(runs()).toBe(1);
    clock = 2000;
    await health();
    expect(runs()).toBe(2);
  });

  it('a failing backend is seen again once the kept report expires', async () => {
    let down = false;
    let clock = 0;
    const health = healthMonitor(
      {
        contentService: async () => {
          if (down) throw new Error('content service answered 503');
        },
      },
      { keepMs: 2000, now: () => clock },
    );
    expect((await health()).status).toBe('ok');
    down = true;
    expect((await health()).status).toBe('ok');
    clock = 2500;
    expect(await health()).toMatchObject({ status: 'failing', failed: ['contentService'] });
  });
});
