import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['src/**/*.rsc.test.tsx'],
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'https://www.shop.example.com/de/' } },
    setupFiles: ['src/test/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // Files share a worker's modules: importing React, Testing Library and the catalogues again for every file was
    // three quarters of this run's CPU time (docs/testing.md). Checked order-independent with `--sequence.shuffle`.
    isolate: false,
    // axe over a file's stories takes seconds when `pnpm test` runs every package, Chromium too, on two cores.
    testTimeout: 20_000,
  },
});
