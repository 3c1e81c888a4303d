// A free TCP port on 127.0.0.1 for a server a test starts (the throwaway Postgres and Redis), and what such a
// server may be told instead.
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** How a throwaway server (Postgres, Redis) is started. */
export interface ThrowawayOptions {
  /** A port of the caller's (a script's own ports); else a free one. */
  port?: number;
  /**
   * In a process group of its own: a terminal's Ctrl-C reaches it only through its owner's `stop()`, after what
   * depends on it (`pnpm start:cluster` stops the instances first).
   */
  ownGroup?: boolean;
}
