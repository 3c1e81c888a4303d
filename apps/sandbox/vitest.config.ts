import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Every file talks to the one sandbox started by the global setup; files that reset it must not overlap.
    fileParallelism: false,
    testTimeout: 30_000,
    // Files that start a sandbox of their own (a seeded PGlite) took over 60 s while CI's browser suite ran beside
    // them on the two cores (session 12): the storefront's hook budget, for the load, not a retry.
    hookTimeout: 180_000,
  },
});
