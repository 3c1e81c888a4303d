import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

/**
 * Each worker drives its own storefront on its own sandbox (every port is its base plus the worker's number), so a
 * test that injects a fault, changes a price or fills a rate limit never meets another worker's tests. Playwright
 * evaluates this file again in every worker with its TEST_PARALLEL_INDEX (none in the runner itself: worker 0).
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? (process.env.CI ? 2 : 1));
const WORKER = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** The ports of one worker's backends (defaults 3010/4010/2535 for worker 0). */
function ports(worker: number) {
  const at = (name: string, base: number) => Number(process.env[name] ?? base) + worker;
  return {
    shop: at('E2E_SHOP_PORT', 3010),
    sandbox: at('E2E_SANDBOX_PORT', 4010),
    smtp: at('E2E_SMTP_PORT', 2535),
  };
}

const sandboxUrl = (worker: number) => `http://127.0.0.1:${ports(worker).sandbox}`;
const shopUrl = (worker: number) => `http://localhost:${ports(worker).shop}`;

/** This worker's sandbox. */
export const SANDBOX_URL = sandboxUrl(WORKER);
/** Secrets the sandbox signs its webhooks with and the storefront checks them by. */
export const WEBHOOK_SECRETS = { shop: 'e2e-shop-webhook-secret', content: 'e2e-content-revalidate-secret' };
/** The shop backend's Multipass secret, set on both sides as a real shop would be configured. */
const MULTIPASS_SECRET = 'e2e-multipass-secret';

/** The language selector's external sites (US, Spanish), configured as a real shop would be. */
export const LANGUAGE_SITES = { us: 'https://us.vitalis.test/', es: 'https://www.vitalis.test/es/' };
/** Trusted-shop ids of a classic and a single-sign-on edition; pl has none (no Trusted Shops element there). */
export const TRUSTED_SHOP_IDS = {
  en: 'X0123456789ABCDEF0123456789ABCDEF',
  de: 'XFEDCBA9876543210FEDCBA9876543210',
};

/** A storefront's settings against one worker's sandbox. */
function storefrontEnv(worker: number) {
  return {
    // The sandbox's defaults (its token, its account service wing) fill what is not set here.
    SHOP_BACKEND: 'sandbox',
    SHOP_STOREFRONT_DOMAIN: sandboxUrl(worker),
    CONTENT_SERVICE_URL: sandboxUrl(worker),
    SMTP_URL: `smtp://127.0.0.1:${ports(worker).smtp}`,
    SHOP_WEBHOOK_SECRET: WEBHOOK_SECRETS.shop,
    CONTENT_REVALIDATE_SECRET: WEBHOOK_SECRETS.content,
    SHOP_MULTIPASS_SECRET: MULTIPASS_SECRET,
    LANGUAGE_SITE_US: LANGUAGE_SITES.us,
    LANGUAGE_SITE_ES: LANGUAGE_SITES.es,
    TRUSTED_SHOP_ID_EN: TRUSTED_SHOP_IDS.en,
    TRUSTED_SHOP_ID_DE: TRUSTED_SHOP_IDS.de,
    // A kept page rendered without its menu is rendered again after this many seconds (30 in production).
    KEPT_PAGE_DEGRADED_SECONDS: '5',
    REVIEWS_DOMAIN: sandboxUrl(worker),
    // The sandbox's reviews provider has one account (token) per edition.
    ...Object.fromEntries(
      ['de', 'en', 'fr', 'it', 'nl', 'pl', 'gb', 'es', 'id'].map((edition) => [
        `REVIEWS_TOKEN_${edition.toUpperCase()}`,
        `sandbox-reviews-token-${edition}`,
      ]),
    ),
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/** The storefront's settings in these tests, also for a second storefront a test starts itself. */
export const STOREFRONT_ENV = storefrontEnv(WORKER);

/** The sandbox and the storefront (the production build) one worker's tests run against. */
function backends(worker: number) {
  const { shop, sandbox, smtp } = ports(worker);
  return [
    {
      command: `node --import tsx src/main.ts --memory --port ${sandbox} --smtp-port ${smtp} --products 300`,
      cwd: '../sandbox',
      url: `${sandboxUrl(worker)}/__sandbox/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        DATABASE_URL: '',
        SANDBOX_WEBHOOK_URL: `${shopUrl(worker)}/api/webhooks/shop`,
        SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRETS.shop,
        SANDBOX_REVALIDATE_URL: `${shopUrl(worker)}/api/revalidate`,
        SANDBOX_REVALIDATE_SECRET: WEBHOOK_SECRETS.content,
        SANDBOX_MULTIPASS_SECRET: MULTIPASS_SECRET,
        // The account service takes sign-ins back to this worker's storefront only.
        SANDBOX_ACCOUNT_ALLOWED_ORIGINS: `${shopUrl(worker)},http://127.0.0.1:${shop}`,
      },
    },
    {
      command: `node --import tsx server/http/serve.ts --port ${shop}`,
      url: `${shopUrl(worker)}/de/cart`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        ...storefrontEnv(worker),
        SHOP_BASE_URL: shopUrl(worker),
        STOREFRONT_DATA_DIR: 'memory://',
        // The route tests act as many clients by the X-Forwarded-For a proxy would append.
        TRUSTED_PROXY: '1',
      },
    },
  ];
}

// Browser tests against the production build on a fresh in-memory sandbox, in Debian's Chromium.
export default defineConfig({
  testDir: './e2e',
  // Files are shared out among the workers; the tests of one file run in order on one worker.
  fullyParallel: false,
  workers: WORKERS,
  // A test that fails once is a defect to fix at its cause (a race, a budget), never one to run again.
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: shopUrl(WORKER),
    // Recording a trace (a screencast and DOM snapshots of every step) cost shopping and accounts 40 % of their time,
    // so CI records none and keeps a screenshot of each failure (beside Playwright's error context of the page); a
    // local run keeps the trace of every failure.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: Array.from({ length: WORKERS }, (_, worker) => backends(worker)).flat(),
});
