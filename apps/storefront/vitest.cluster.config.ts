import { defineConfig } from 'vitest/config';

// The cluster test alone (cluster/cluster.test.ts): it starts its own processes and needs the storefront's build.
export default defineConfig({
  test: { include: ['cluster/*.test.ts'], testTimeout: 60_000, hookTimeout: 240_000 },
});
