// The load balancer's question "can this instance serve shoppers?": each backend the shop needs is checked with a
// short timeout, in parallel, and the answer is kept a couple of seconds, so a load balancer asking many times a
// second (or several asking at once) costs the backends one check per period.

/** A check passes by resolving; it should stop when the signal aborts. */
export type HealthCheck = (signal: AbortSignal) => Promise<void>;

export interface CheckResult {
  ok: boolean;
  ms: number;
  /** Why it failed: a status or a short reason, never an address or a credential. */
  error?: string;
}

export interface HealthReport {
  status: 'ok' | 'failing';
  /** The checks that failed, when any did. */
  failed?: string[];
  checks: Record<string, CheckResult>;
}

export interface HealthOptions {
  /** Milliseconds each check may take; 1500 by default. */
  timeoutMs?: number;
  /** Milliseconds a report is kept; 2000 by default. */
  keepMs?: number;
  now?: () => number;
}

/** The reason a check gives, short: its message's first line, cut. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').slice(0, 120) || 'failed';
}

async function runCheck(check: HealthCheck, timeoutMs: number): Promise<CheckResult> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Settled before the abort, so the report names the budget rather than the check's own abort error.
      reject(new Error(`no answer in ${timeoutMs} ms`));
      controller.abort();
    }, timeoutMs);
  });
  try {
    await Promise.race([check(controller.signal), timedOut]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, ms: Math.round(performance.now() - started), error: reasonOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check, each on its own time budget; never throws. */
export async function checkHealth(
  checks: Record<string, HealthCheck>,
  timeoutMs: number,
): Promise<HealthReport> {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((name) => runCheck(checks[name] as HealthCheck, timeoutMs)));
  const entries = names.map((name, index) => [name, results[index] as CheckResult] as const);
  const failed = entries.filter(([, result]) => !result.ok).map(([name]) => name);
  return {
    status: failed.length ? 'failing' : 'ok',
    ...(failed.length ? { failed } : {}),
    checks: Object.fromEntries(entries),
  };
}

/** A health function that keeps its report `keepMs` and runs one round of checks at a time. */
export function healthMonitor(checks: Record<string, HealthCheck>, options: HealthOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 1500;
  const keepMs = options.keepMs ?? 2000;
  const now = options.now ?? (() => performance.now());
  let kept: { report: HealthReport; at: number } | null = null;
  let running: Promise<HealthReport> | null = null;
  return function health(): Promise<HealthReport> {
    if (kept && now() - kept.at < keepMs) return Promise.resolve(kept.report);
    running ??= checkHealth(checks, timeoutMs)
      .then((report) => {
        kept = { report, at: now() };
        return report;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
