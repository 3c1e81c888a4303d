// The storefront's server process (`pnpm start`): Next's documented custom server, a node:http server of ours that
// hands each request to `next().getRequestHandler()` after the steps of front.ts, and drains on SIGTERM
// (shutdown.ts). docs/own-server.md says why the shop runs its own server and not `next start`.
//   node --import tsx server/http/serve.ts [--port 3000] [--hostname 0.0.0.0] [--dev]
// `--dev` (`pnpm dev`) serves Next's development build through the same steps, with its hot reload.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { logLine } from '../log';
import { recordNextRoutes } from '../observe/next-route';
import { enableRequestLog, requestLogFormat } from '../observe/request-log';
import { shopServer } from './front';
import { drain, runShutdownSteps, shutdownBudgetMs } from './shutdown';

const { values } = parseArgs({
  options: {
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
    dev: { type: 'boolean' },
  },
});
const dev = values.dev === true;
const port = Number(values.port ?? process.env.PORT ?? 3000);
// Every interface unless told otherwise, as `next start`. Not from HOSTNAME: containers set it to their own name.
const hostname = values.hostname;

// Before Next is loaded, which reads it.
(process.env as Record<string, string>).NODE_ENV ??= dev ? 'development' : 'production';

const { default: next } = await import('next');
const app = next({
  dev,
  dir: resolve(import.meta.dirname, '../..'),
  // Not the address it listens on: Next takes a rewrite to another origin than `hostname:port` for an external one
  // and proxies it, and its requests' URLs say `localhost`, so `--hostname 127.0.0.1` sent every rewritten page
  // back to itself until it gave up with a 404.
  hostname: 'localhost',
  port,
});
const handle = app.getRequestHandler();
await app.prepare();

// After `prepare`, which loads the app's `.env` files; before the first request.
const logFormat = requestLogFormat();
enableRequestLog(logFormat);
// The route is for the request's line only: without lines, Next traces nothing (the tracer costs a little per request).
if (logFormat !== 'off') recordNextRoutes();

let closing = false;
const server = shopServer(handle, () => closing);
// Development only: the browser's hot-reload connection.
if (dev) server.on('upgrade', app.getUpgradeHandler());
server.listen(port, hostname, () => {
  console.log(`Storefront ready on http://${hostname ?? 'localhost'}:${port}`);
});

async function stop(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  const budgetMs = shutdownBudgetMs();
  logLine('info', 'server draining', { signal, budgetMs });
  const finished = await drain(server, budgetMs);
  await app.close();
  await runShutdownSteps();
  logLine('info', 'server stopped', { finished });
  process.exit(0);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
