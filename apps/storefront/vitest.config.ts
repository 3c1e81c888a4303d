import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Next compiles JSX itself (tsconfig keeps it as is); the tests need React's automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: { alias: { '@/': fileURLToPath(new URL('./', import.meta.url)) } },
  test: { include: ['lib/**/*.test.ts', 'components/**/*.test.tsx'] },
});
