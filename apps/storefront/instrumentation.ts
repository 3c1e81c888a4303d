// Next calls `register` once per server process before it serves requests.
export async function register() {
  // The edge runtime has no database, and `next build` must not open the one the running shop uses.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installKeptPagePolicy } = await import('./lib/csp/page-policy');
  installKeptPagePolicy();
  const { startServer } = await import('./server/start');
  await startServer();
}
