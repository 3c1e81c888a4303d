import { defineConfig } from 'vitest/config';

// The cluster proofs (cluster/*.test.ts: the instances behind HAProxy, and the edge in front of them): each file
// starts its own processes and needs the storefront's build. One file at a time: two clusters at once on CI's two
// cores would starve the timings they check (a price within 5 s, an instance killed under 20 s of load).
export default defineConfig({
  test: {
    include: ['cluster/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
