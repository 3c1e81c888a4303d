// Sends a fuzz table's cases in batches, checks the server still answers after each batch, and reports every
// answer a client must never get: a 5xx, a connection closed or reset without an answer, no answer at all.
import { casesFor, type FuzzCase, type FuzzTarget } from './cases';
import { seededRandom, targetSeed } from './random';
import { type RawOutcome, sendRaw } from './raw-http';

export interface FuzzOptions {
  origin: string;
  targets: readonly FuzzTarget[];
  seed: number;
  /** Requests in flight at once. */
  concurrency?: number;
  /** Requests between two health checks. */
  batchSize?: number;
  /** Whether the server still serves: a good request answered as it should. */
  healthy: () => Promise<boolean>;
  timeoutMs?: number;
  /** Called after each batch (clearing state the cases may have left, say). */
  afterBatch?: () => Promise<void>;
}

export interface FuzzFailure {
  fuzzCase: FuzzCase;
  outcome: RawOutcome | { kind: 'unhealthy' };
}

export interface FuzzReport {
  seed: number;
  sent: number;
  ms: number;
  /** How many answers of each status (or `closed`, `reset`, `timeout`). */
  outcomes: Record<string, number>;
  failures: FuzzFailure[];
}

/** Whether an outcome is one no request may cause. A client that gave up mid-body may get no answer. */
export function isFailure(fuzzCase: FuzzCase, outcome: RawOutcome): boolean {
  if (outcome.kind === 'answered') return outcome.status >= 500;
  if (outcome.kind === 'closed' && fuzzCase.request.halfClose) return false;
  return true;
}

export function casesOf(targets: readonly FuzzTarget[], seed: number): FuzzCase[] {
  return targets.flatMap((target) => casesFor(target, seededRandom(targetSeed(seed, target.name))));
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { origin, seed, healthy } = options;
  const concurrency = options.concurrency ?? 4;
  const batchSize = options.batchSize ?? 100;
  const cases = casesOf(options.targets, seed);
  const report: FuzzReport = { seed, sent: 0, ms: 0, outcomes: {}, failures: [] };
  const started = performance.now();
  for (let start = 0; start < cases.length; start += batchSize) {
    const batch = cases.slice(start, start + batchSize);
    let next = 0;
    const worker = async () => {
      while (next < batch.length) {
        const fuzzCase = batch[next++] as FuzzCase;
        const outcome = await sendRaw(origin, fuzzCase.request, options.timeoutMs ?? 30_000);
        report.sent++;
        const key = outcome.kind === 'answered' ? String(outcome.status) : outcome.kind;
        report.outcomes[key] = (report.outcomes[key] ?? 0) + 1;
        if (isFailure(fuzzCase, outcome)) report.failures.push({ fuzzCase, outcome });
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    await options.afterBatch?.();
    if (!(await healthy())) {
      report.failures.push({ fuzzCase: batch.at(-1) as FuzzCase, outcome: { kind: 'unhealthy' } });
      break;
    }
  }
  report.ms = Math.round(performance.now() - started);
  return report;
}

const shorten = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}…(${text.length})` : text;

/** A failure list a person can act on: what was sent, what came back, and how to send it again. */
export function describeFailures(report: FuzzReport, replay: string, limit = 25): string {
  const lines = report.failures.slice(0, limit).map(({ fuzzCase, outcome }) => {
    const { request } = fuzzCase;
    const sent = `${request.method} ${shorten(JSON.stringify(request.target), 160)} ${shorten(JSON.stringify(request.headers), 200)}${
      request.body === undefined ? '' : ` body ${shorten(JSON.stringify(String(request.body)), 120)}`
    }`;
    const got =
      outcome.kind === 'answered'
        ? `${outcome.status} ${shorten(outcome.body.replace(/\s+/g, ' '), 200)}`
        : outcome.kind === 'reset'
          ? `reset (${outcome.code})`
          : outcome.kind;
    return `- [${fuzzCase.target}] ${fuzzCase.label}\n    sent: ${sent}\n    got: ${got}`;
  });
  const more = report.failures.length > limit ? `\n… and ${report.failures.length - limit} more` : '';
  return `${report.failures.length} of ${report.sent} fuzz requests failed (seed ${report.seed}; replay: FUZZ_SEED=${report.seed} ${replay}):\n${lines.join('\n')}${more}`;
}
