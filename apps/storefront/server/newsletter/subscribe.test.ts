// The newsletter route when its mail server is down: driven directly, with SMTP_URL at a port nobody listens on.
import { createServer } from 'node:net';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDatabase, database } from '../db/database';
import { jsonRoute } from '../http/route';
import { subscribe, subscribeBody } from './subscribe';
import { findSubscriptionByEmail } from './subscription-store';

const SHOP = 'http://localhost:3000';
const route = jsonRoute({
  name: 'newsletter-subscribe',
  rateLimit: { limit: 10, windowSeconds: 60 },
  failure: 'NEWSLETTER_FAILURE',
  body: subscribeBody,
  handle: subscribe,
});

beforeAll(async () => {
  const closedPort = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
  vi.stubEnv('STOREFRONT_DATA_DIR', 'memory://');
  vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${closedPort}`);
});
afterAll(async () => {
  await closeDatabase();
  vi.unstubAllEnvs();
});

describe('a confirmation mail that cannot be sent', () => {
  it('is tried three times, logged, and answered 503 NEWSLETTER_FAILURE, never as a success', async () => {
    const failuresLogged = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const response = await route(
      new NextRequest(`${SHOP}/api/newsletter/subscribe`, {
        method: 'POST',
        body: JSON.stringify({ email: 'down@example.com', create_voucher: false, country: 'de' }),
        headers: { origin: SHOP, 'content-type': 'application/json' },
      }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: 'unavailable', message: 'NEWSLETTER_FAILURE' } });
    const failures = failuresLogged.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(failures.map((line) => [line.message, line.attempt])).toEqual([
      ['mail failed', 1],
      ['mail failed', 2],
      ['mail failed', 3],
    ]);
    expect(failures.at(-1)?.level).toBe('error');

    // The claim is given back: the next try may send at once instead of a day later.
    const { db } = await database();
    expect((await findSubscriptionByEmail(db, 'down@example.com'))?.confirmationSentAt).toBeNull();
  });
});
