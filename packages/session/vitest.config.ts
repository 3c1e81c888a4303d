import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'happy-dom',
    globalSetup: ['../../test-support/sandbox-global-setup.ts'],
    setupFiles: ['./vitest.setup.ts'],
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 200_000,
    environmentOptions: { happyDOM: { url: 'http://localhost:3000/de/' } },
  },
});
