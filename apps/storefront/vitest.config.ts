import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['lib/**/*.test.ts', 'components/**/*.test.tsx', 'server/**/*.test.ts'],
    // Each database test file opens its own PGlite (about 1 GB); two at a time is what the machine takes.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 90_000,
  },
});
