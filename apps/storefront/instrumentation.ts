import type { Instrumentation } from 'next';

// Next calls `register` once per server process before it serves requests.
export async function register() {
  // The edge runtime has no database, and `next build` must not open the one the running shop uses.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installKeptPagePolicy } = await import('./lib/csp/page-policy');
  installKeptPagePolicy();
  const { installKeptPageLife } = await import('./lib/kept-page-life');
  installKeptPageLife();
  const { startServer } = await import('./server/start');
  await startServer();
}

/** Errors Next meets while serving go on the request's log line, with the digest the error page gets. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { onRequestError: record } = await import('./server/observe/request-errors');
  record(...args);
};
