// The storefront's own data: what shoppers submit to its routes and what the routes need to keep their rules.
// Retention of each table: docs/own-server.md. After a change: `pnpm --filter @shop/storefront db:generate`.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const NEWSLETTER_STATUSES = ['pending', 'confirmed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/** One row per address (lower-cased): pending until the mailed link confirms it; unsubscribing deletes it. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull().unique(),
    edition: text('edition').notNull(),
    /** The locale of the edition's texts the mails are written in. */
    language: text('language').notNull(),
    /** The `country` the form sent (spec §7). */
    country: text('country').notNull(),
    createVoucher: boolean('create_voucher').notNull(),
    status: text('status').$type<NewsletterStatus>().notNull(),
    /** When the shopper last asked to subscribe: the consent the confirmation mail asks them to confirm. */
    consentAt: timestampTz('consent_at').notNull(),
    /** When the last confirmation mail went out; none goes to the same unconfirmed address within a day. */
    confirmationSentAt: timestampTz('confirmation_sent_at'),
    confirmedAt: timestampTz('confirmed_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (t) => [index('newsletter_subscriptions_status_created_at').on(t.status, t.createdAt)],
);

/** Errors the shop's pages report (POST /log-error/), kept 30 days; the shopper's address only as a keyed hash. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestampTz('received_at').notNull().defaultNow(),
    host: text('host'),
    path: text('path'),
    queryString: text('query_string'),
    platform: text('platform'),
    userAgent: text('user_agent'),
    clientHash: text('client_hash').notNull(),
    status: integer('status'),
    error: text('error'),
    stack: text('stack'),
    message: text('message'),
  },
  (t) => [index('error_reports_received_at').on(t.receivedAt)],
);

/** Fixed-window request counters per route and client (a keyed hash of the address), shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    route: text('route').notNull(),
    client: text('client').notNull(),
    windowStartedAt: timestampTz('window_started_at').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.route, t.client] }),
    index('rate_limits_window_started_at').on(t.windowStartedAt),
  ],
);

/** Secrets the server generated for itself when none is configured, so every instance and restart agrees. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});

/** The last run of each periodic job, so that instances sharing the database run a job once per period. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  startedAt: timestampTz('started_at').notNull(),
  finishedAt: timestampTz('finished_at'),
  result: jsonb('result').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
});

/**
 * The account service's answer to a refresh (server/sso/shared-refresh.ts), sealed with the server secret and kept
 * 30 s: another instance asked with the same refresh token gives the same answer instead of spending it again.
 */
export const ssoRefreshes = pgTable('sso_refreshes', {
  /** A digest of the service and the refresh token, never the token. */
  key: text('key').primaryKey(),
  answer: text('answer').notNull(),
  keptUntil: timestampTz('kept_until').notNull(),
});

/**
 * Back-in-stock requests (spec §3, §9): one per address, variant and edition, deleted once the notification is
 * sent, or after six months without availability. `available_at` is set when the shop reports stock again.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    /** The shop's variant GID (`gid://shopify/ProductVariant/…`). */
    variantId: text('variant_id').notNull(),
    edition: text('edition').notNull(),
    /** The locale of the edition's texts the notification is written in. */
    language: text('language').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    availableAt: timestampTz('available_at'),
  },
  (t) => [
    uniqueIndex('back_in_stock_requests_email_variant_edition').on(t.email, t.variantId, t.edition),
    index('back_in_stock_requests_variant').on(t.variantId),
    index('back_in_stock_requests_available_at').on(t.availableAt),
  ],
);
