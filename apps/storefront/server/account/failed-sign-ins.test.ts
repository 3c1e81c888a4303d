import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, IN_MEMORY, openDatabase } from '../db/database';
import { recordFailedSignIn, signInBlockedFor } from './failed-sign-ins';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: IN_MEMORY });
});
afterAll(() => database.close());

describe('at most 10 failed sign-ins per address and client in 15 minutes', () => {
  it('blocks the client for that address after the 10th failure, and no one else', async () => {
    const { db } = database;
    for (let i = 0; i < 9; i++) await recordFailedSignIn(db, 'client-a', 'Anna@example.com');
    expect(await signInBlockedFor(db, 'client-a', 'anna@example.com')).toBe(0);
    await recordFailedSignIn(db, 'client-a', 'anna@example.com');
    const wait = await signInBlockedFor(db, 'client-a', 'ANNA@example.com');
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await signInBlockedFor(db, 'client-b', 'anna@example.com')).toBe(0);
    expect(await signInBlockedFor(db, 'client-a', 'ben@example.com')).toBe(0);
  });
});
