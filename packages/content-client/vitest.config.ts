import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['../../test-support/sandbox-global-setup.ts'],
    // One sandbox for the run; files run one after another so a fault injected by one never hits another.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
});
