// The own server on a Postgres server, end to end: a second storefront (the same build) on a throwaway Debian
// Postgres, the sandbox's SMTP catcher as its mail server. It proves the migrations run on start, and reads the
// rows the routes wrote. When Postgres cannot start, this file fails with the reason.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../test-support/throwaway-postgres';
import { newClient } from './own-route';
import { linkIn, waitForMail } from './sandbox-mail';
import { type SecondStorefront, startSecondStorefront } from './second-storefront';

test.describe.configure({ mode: 'serial' });

let postgres: ThrowawayPostgres;
let storefront: SecondStorefront;
let shop: string;
let db: pg.Client;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await startThrowawayPostgres();
  storefront = await startSecondStorefront({ STOREFRONT_DATABASE_URL: postgres.url, TRUSTED_PROXY: '1' });
  shop = storefront.url;
  await storefront.answering('/api/newsletter/confirm', 400);
  expect(storefront.log()).toContain('"message":"database ready","kind":"postgres"');
  db = new pg.Client({ connectionString: postgres.url });
  await db.connect();
});

test.afterAll(async () => {
  await db?.end();
  await storefront?.stop();
  await postgres?.stop();
});

const post = (path: string, body: unknown, client = newClient()) =>
  fetch(`${shop}${path}`, {
    method: 'POST',
    headers: { origin: shop, 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(body),
  });

test('subscribe → SMTP → sandbox outbox → confirm link → a confirmed row', async ({ page }) => {
  const email = `postgres-${randomUUID()}@example.com`;
  expect(
    (await post('/api/newsletter/subscribe', { email, create_voucher: true, country: 'it' })).status,
  ).toBe(202);

  const pending = await db.query('SELECT * FROM newsletter_subscriptions WHERE email = $1', [email]);
  expect(pending.rows[0]).toMatchObject({
    status: 'pending',
    edition: 'it',
    language: 'it-IT',
    country: 'IT',
    create_voucher: true,
    confirmed_at: null,
  });
  expect(pending.rows[0].consent_at).toBeInstanceOf(Date);
  expect(pending.rows[0].confirmation_sent_at).toBeInstanceOf(Date);

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Conferma la tua iscrizione alla newsletter');
  const confirm = linkIn(mail, '/api/newsletter/confirm');
  expect(confirm.startsWith(`${shop}/api/newsletter/confirm?token=`)).toBe(true);
  await page.goto(confirm);
  await expect(page.getByRole('heading', { name: 'La tua iscrizione è confermata' })).toBeVisible();

  const confirmed = await db.query(
    'SELECT status, confirmed_at FROM newsletter_subscriptions WHERE email = $1',
    [email],
  );
  expect(confirmed.rows[0].status).toBe('confirmed');
  expect(confirmed.rows[0].confirmed_at).toBeInstanceOf(Date);
});

test('an error report is kept with the address as a keyed hash and oversized fields cut', async () => {
  const marker = randomUUID();
  const response = await post(
    '/log-error/',
    {
      Path: '/de/',
      Error: `Error: ${marker}`,
      stack: 's'.repeat(12_000),
      CustomerIP: '203.0.113.77',
      message: 'storefront: test',
    },
    '198.51.100.23',
  );
  expect(response.status).toBe(204);
  const { rows } = await db.query('SELECT * FROM error_reports WHERE error = $1', [`Error: ${marker}`]);
  expect(rows).toHaveLength(1);
  expect(rows[0].stack).toHaveLength(8000);
  expect(rows[0].client_hash).toMatch(/^[\w-]{43}$/);
  expect(JSON.stringify(rows[0])).not.toContain('203.0.113.77');
  expect(JSON.stringify(rows[0])).not.toContain('198.51.100.23');
  const logged =
    storefront
      .log()
      .split('\n')
      .find((line) => line.includes(marker)) ?? '{}';
  expect(JSON.parse(logged)).toMatchObject({
    level: 'error',
    message: 'page error reported',
    reportId: Number(rows[0].id),
    report: { error: `Error: ${marker}`, clientHash: rows[0].client_hash },
  });
  expect(logged).not.toContain('203.0.113.77');
});

test('rate limits are kept in the database, per route and hashed client', async () => {
  const { rows } = await db.query('SELECT route, client FROM rate_limits');
  expect(rows.map((row) => row.route)).toEqual(expect.arrayContaining(['newsletter-subscribe', 'log-error']));
  expect(JSON.stringify(rows)).not.toContain('198.51.100.23');
});

test('the server runs the retention job by itself, soon after start', async () => {
  await expect
    .poll(
      async () => (await db.query("SELECT result FROM job_runs WHERE name = 'retention'")).rows[0]?.result,
      {
        timeout: 30_000,
      },
    )
    .toEqual({
      errorReports: 0,
      unconfirmedSubscriptions: 0,
      rateLimits: 0,
      backInStockRequests: 0,
      ssoRefreshes: 0,
    });
});
