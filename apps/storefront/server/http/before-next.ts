// The server process puts steps of its own in front of Next's request handler (`next start` serves through a plain
// node:http Server): each wraps the server's `request` event once per process, from instrumentation.ts before the
// first request. The step installed last runs first (server/start.ts says the order).
import { type IncomingMessage, Server, type ServerResponse } from 'node:http';

/** One step: answer the request itself and return true, or pass it on with `next()`. */
export type RequestStep = (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => boolean,
) => boolean;

type Marked = typeof globalThis & Record<symbol, boolean | undefined>;

/** Whether the step named by `marker` is in place in this process. */
export const installedBeforeNext = (marker: symbol) => (globalThis as Marked)[marker] === true;

/** Puts `step` in front of Next once per process, under `marker`; false when it was there already. */
export function installBeforeNext(marker: symbol, step: RequestStep): boolean {
  if (installedBeforeNext(marker)) return false;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function beforeNext(this: Server, event: string | symbol, ...args: unknown[]) {
    const next = () => emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    if (event !== 'request') return next();
    return step(args[0] as IncomingMessage, args[1] as ServerResponse, next);
  } as typeof emit;
  (globalThis as Marked)[marker] = true;
  return true;
}
