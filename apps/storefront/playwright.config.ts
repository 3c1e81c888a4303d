import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4010);
const SHOP_PORT = Number(process.env.E2E_SHOP_PORT ?? 3010);
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

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
      command: `node --import tsx src/main.ts --memory --port ${SANDBOX_PORT} --products 300`,
      cwd: '../sandbox',
      url: `${SANDBOX_URL}/__sandbox/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: { DATABASE_URL: '' },
    },
    {
      command: `pnpm exec next start --port ${SHOP_PORT}`,
      url: `http://localhost:${SHOP_PORT}/de/cart`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        SHOP_STOREFRONT_DOMAIN: SANDBOX_URL,
        CONTENT_SERVICE_URL: SANDBOX_URL,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  ],
});
