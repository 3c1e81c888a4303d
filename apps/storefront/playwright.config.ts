import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4010);
const SHOP_PORT = Number(process.env.E2E_SHOP_PORT ?? 3010);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2535);
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
/** Secrets the sandbox signs its webhooks with and the storefront checks them by. */
export const WEBHOOK_SECRETS = { shop: 'e2e-shop-webhook-secret', content: 'e2e-content-revalidate-secret' };
/** The storefront's settings in these tests, also for a second storefront a test starts itself. */
export const STOREFRONT_ENV = {
  SHOP_STOREFRONT_DOMAIN: SANDBOX_URL,
  CONTENT_SERVICE_URL: SANDBOX_URL,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  SHOP_WEBHOOK_SECRET: WEBHOOK_SECRETS.shop,
  CONTENT_REVALIDATE_SECRET: WEBHOOK_SECRETS.content,
  REVIEWS_DOMAIN: SANDBOX_URL,
  // The sandbox's reviews provider has one account (token) per edition.
  ...Object.fromEntries(
    ['de', 'en', 'fr', 'it', 'nl', 'pl', 'gb', 'es', 'id'].map((edition) => [
      `REVIEWS_TOKEN_${edition.toUpperCase()}`,
      `sandbox-reviews-token-${edition}`,
    ]),
  ),
  NEXT_TELEMETRY_DISABLED: '1',
};

// Browser tests against the production build on a fresh in-memory sandbox, in Debian's Chromium.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${SHOP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node --import tsx src/main.ts --memory --port ${SANDBOX_PORT} --smtp-port ${SMTP_PORT} --products 300`,
      cwd: '../sandbox',
      url: `${SANDBOX_URL}/__sandbox/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        DATABASE_URL: '',
        SANDBOX_WEBHOOK_URL: `http://localhost:${SHOP_PORT}/api/webhooks/shop`,
        SANDBOX_WEBHOOK_SECRET: WEBHOOK_SECRETS.shop,
        SANDBOX_REVALIDATE_URL: `http://localhost:${SHOP_PORT}/api/revalidate`,
        SANDBOX_REVALIDATE_SECRET: WEBHOOK_SECRETS.content,
      },
    },
    {
      command: `pnpm exec next start --port ${SHOP_PORT}`,
      url: `http://localhost:${SHOP_PORT}/de/cart`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        ...STOREFRONT_ENV,
        SHOP_BASE_URL: `http://localhost:${SHOP_PORT}`,
        STOREFRONT_DATA_DIR: 'memory://',
        // The route tests act as many clients by the X-Forwarded-For a proxy would append.
        TRUSTED_PROXY: '1',
      },
    },
  ],
});
