import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';

// Every story is a test in Debian's Chromium: it renders, its play function passes and axe finds no violation.
export default defineConfig({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.storybook', import.meta.url)) })],
  test: {
    name: 'storybook',
    // `pnpm test` runs it beside the other packages' tests on two cores: a slow step is not a failure.
    testTimeout: 15_000,
    // The story files share one page and their modules (React, the nine catalogues, the stories' imports) instead of
    // a fresh iframe each: 89 s -> 37 s alone. Stories keep no module state between files (checked shuffled).
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
