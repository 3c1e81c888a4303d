import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Next compiles JSX itself (tsconfig keeps it as is); the tests need React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@/': fileURLToPath(new URL('./', import.meta.url)) } },
  test: {
    include: ['lib/**/*.test.ts', 'components/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    // The process's own database (its secret, for keyed hashes) is in memory unless a file names a folder: two files
    // opening the default folder at once refused each other (PGlite allows one process per folder).
    // The backends are the sandbox's (SHOP_BACKEND=sandbox: its defaults fill every unset backend variable).
    env: { STOREFRONT_DATA_DIR: 'memory://', SHOP_BACKEND: 'sandbox' },
    // Each database test file opens its own PGlite (about 1 GB); two at a time is what the machine takes.
    maxWorkers: 2,
    // Creating a PGlite data directory takes 2 s alone but over 40 s while CI runs every package at once.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
