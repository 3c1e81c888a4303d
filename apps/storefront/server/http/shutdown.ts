// How the own server stops on SIGTERM (a deploy, a scale-down): it stops accepting, lets the requests and streamed
// pages in flight finish within a budget, then runs the steps the process registered (the job schedule, the
// database pools) and exits 0.
import { logLine } from '../log';

type Step = { name: string; run: () => unknown };
// On globalThis: the steps are registered from the instrumentation's bundle (server/start.ts) and run by the own
// server, two copies of this module in one process.
const STEPS = Symbol.for('shop.storefront.shutdownSteps');
type Holder = typeof globalThis & { [STEPS]?: Step[] };

/** `STOREFRONT_SHUTDOWN_SECONDS`, else 20: under the 30 s a container platform waits before it kills. */
export function shutdownBudgetMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const seconds = Number(env.STOREFRONT_SHUTDOWN_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 20) * 1000;
}

/** A step to run once the server has stopped serving, in the order registered. */
export function onShutdown(name: string, run: () => unknown): void {
  const holder = globalThis as Holder;
  holder[STEPS] ??= [];
  holder[STEPS].push({ name, run });
}

/** Runs every registered step; one that fails is logged and the others still run. */
export async function runShutdownSteps(): Promise<void> {
  for (const step of (globalThis as Holder)[STEPS]?.splice(0) ?? []) {
    try {
      await step.run();
    } catch (error) {
      logLine('error', 'shutdown step failed', { step: step.name, error });
    }
  }
}

/** What draining needs of a node:http server. */
interface DrainableServer {
  close(done: () => void): unknown;
  closeIdleConnections(): void;
  closeAllConnections(): void;
}

/**
 * Stops accepting connections and waits for the answers in flight; connections still busy after `budgetMs` are
 * cut. True when everything in flight finished.
 */
export function drain(server: DrainableServer, budgetMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    // A kept-alive connection is closed as soon as it is idle, that is after the answer it is busy with.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    let finished = true;
    const cut = setTimeout(() => {
      finished = false;
      server.closeAllConnections();
    }, budgetMs);
    cut.unref();
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve(finished);
    });
    server.closeIdleConnections();
  });
}
