// A closed-loop load generator: each connection is one shopper on one keep-alive socket who sends the next request
// as soon as the last one has answered. Latency is to the last byte of the body; per kind of request it keeps every
// sample, so the percentiles are exact, and counts the answers Next served from what it kept (x-nextjs-cache).
import http from 'node:http';

const TIMEOUT_MS = 10_000;

/** Latencies and failures per kind of request. */
export function createRecorder() {
  const kinds = new Map();
  const of = (kind) => {
    let entry = kinds.get(kind);
    if (!entry) {
      entry = {
        latencies: [],
        errors: { status: 0, timeout: 0, reset: 0, other: 0 },
        statuses: new Map(),
        kept: 0,
      };
      kinds.set(kind, entry);
    }
    return entry;
  };
  return {
    ok(kind, ms, kept = false) {
      const entry = of(kind);
      entry.latencies.push(ms);
      if (kept) entry.kept += 1;
    },
    failed(kind, ms, reason, status) {
      const entry = of(kind);
      entry.latencies.push(ms);
      entry.errors[reason] += 1;
      if (status) entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    },
    kinds,
  };
}

/**
 * Which engine answered: the instance HAProxy names in `X-Served-By`, else `varnish` when the edge's header is there
 * (its own error page), else `instance` (the shop itself, without a balancer).
 */
const engineOf = (headers) => headers['x-served-by'] ?? (headers['x-edge-cache'] ? 'varnish' : 'instance');

/**
 * A GET of a path on one shopper's own keep-alive socket; 2xx and 3xx count as answered (redirects not followed).
 * A failed status is labelled with the engine that answered it (`503 varnish`).
 */
export function pageRequester(origin) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { hostname, port } = new URL(origin);
  const get = (path, headers, started, resolve, retried) => {
    const done = (reason, status, kept = false) =>
      resolve({ ms: performance.now() - started, reason, status, kept });
    const request = http.get({ agent, hostname, port, path, headers }, (response) => {
      response.on('data', () => {});
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const cache = response.headers['x-nextjs-cache'];
        const failed = status < 200 || status >= 400;
        done(
          failed ? 'status' : null,
          failed ? `${status} ${engineOf(response.headers)}` : status,
          cache === 'HIT' || cache === 'STALE',
        );
      });
      response.on('error', () => done('reset'));
    });
    request.setTimeout(TIMEOUT_MS, () => {
      request.destroy(new Error('timeout'));
    });
    request.on('error', (error) => {
      const reset = error.code === 'ECONNRESET' || error.code === 'EPIPE' || /hang up/.test(error.message);
      // The server closed the idle kept-alive socket as this request went out on it: a browser sends the request
      // again on a new connection, and so does the shopper here (once).
      if (reset && request.reusedSocket && !retried) get(path, headers, started, resolve, true);
      else if (error.message === 'timeout') done('timeout');
      else if (reset) done('reset');
      else done('other');
    });
    request.end();
  };
  return (path, headers = {}) =>
    new Promise((resolve) => get(path, headers, performance.now(), resolve, false));
}

/**
 * Runs `connections` shoppers for `durationMs`. `shopper(index)` gives one shopper's `next()`, which sends one
 * request and resolves to `{kind, ms, reason, status}` (reason null when answered); requests still under way when
 * the time is up are awaited but not counted.
 */
export async function drive({ connections, durationMs, shopper, recorder }) {
  const started = performance.now();
  const end = started + durationMs;
  const loops = Array.from({ length: connections }, async (_, index) => {
    const next = shopper(index);
    while (performance.now() < end) {
      const { kind, ms, reason, status, kept } = await next();
      if (performance.now() > end) break;
      if (reason) recorder.failed(kind, ms, reason, status);
      else recorder.ok(kind, ms, kept);
    }
  });
  await Promise.all(loops);
  return (performance.now() - started) / 1000;
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/** Table rows per kind (in the given order) and a total: requests/s, p50, p99, max and the failures. */
export function summary(recorder, seconds, order) {
  const row = (label, latencies, errors, statuses, kept) => {
    const sorted = Float64Array.from(latencies).sort();
    const failed = errors.status + errors.timeout + errors.reset + errors.other;
    return {
      'page type': label,
      requests: sorted.length,
      'req/s': (sorted.length / seconds).toFixed(1),
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p99 ms': Math.round(percentile(sorted, 99)),
      'max ms': Math.round(sorted.at(-1) ?? 0),
      errors: failed,
      'non-2xx/3xx': errors.status
        ? `${errors.status} (${[...statuses].map(([s, n]) => `${s}×${n}`).join(' ')})`
        : 0,
      timeouts: errors.timeout,
      resets: errors.reset + errors.other,
      'kept (x-nextjs-cache HIT)': sorted.length ? `${Math.round((100 * kept) / sorted.length)} %` : '',
    };
  };
  const kinds = [
    ...order.filter((kind) => recorder.kinds.has(kind)),
    ...[...recorder.kinds.keys()].filter((kind) => !order.includes(kind)),
  ];
  const rows = kinds.map((kind) => {
    const entry = recorder.kinds.get(kind);
    return row(kind, entry.latencies, entry.errors, entry.statuses, entry.kept);
  });
  const all = [...recorder.kinds.values()];
  const errors = { status: 0, timeout: 0, reset: 0, other: 0 };
  const statuses = new Map();
  for (const entry of all) {
    for (const reason of Object.keys(errors)) errors[reason] += entry.errors[reason];
    for (const [status, count] of entry.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
  }
  const kept = all.reduce((sum, entry) => sum + entry.kept, 0);
  rows.push(
    row(
      'total',
      all.flatMap((entry) => entry.latencies),
      errors,
      statuses,
      kept,
    ),
  );
  return rows;
}

/** Rows as a markdown table. */
export function markdownTable(rows) {
  const columns = Object.keys(rows[0] ?? {});
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(columns),
    line(columns.map(() => '---')),
    ...rows.map((row) => line(columns.map((c) => row[c]))),
  ].join('\n');
}
