import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from './db/database';
import { countRequest, deleteStaleRateLimits } from './rate-limits';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: IN_MEMORY });
});
afterAll(() => database.close());

describe('a client gets `limit` requests per window on a route', () => {
  it('refuses the next one until the window has passed, then starts counting again', async () => {
    const rule = { limit: 2, windowSeconds: 1 };
    const verdicts = [];
    for (let i = 0; i < 3; i++) verdicts.push(await countRequest(database.db, 'subscribe', 'client-a', rule));
    expect(verdicts).toEqual([
      { allowed: true },
      { allowed: true },
      { allowed: false, retryAfterSeconds: 1 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await countRequest(database.db, 'subscribe', 'client-a', rule)).toEqual({ allowed: true });
  });

  it('says how long until the window ends', async () => {
    const rule = { limit: 1, windowSeconds: 600 };
    await countRequest(database.db, 'log-error', 'client-b', rule);
    const verdict = await countRequest(database.db, 'log-error', 'client-b', rule);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.retryAfterSeconds).toBeGreaterThan(590);
  });

  it('forgets windows that ended long ago', async () => {
    await countRequest(database.db, 'old', 'client-c', { limit: 1, windowSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await deleteStaleRateLimits(database.db, 1)).toBeGreaterThanOrEqual(1);
    expect(await deleteStaleRateLimits(database.db, 1)).toBe(0);
  });
});
