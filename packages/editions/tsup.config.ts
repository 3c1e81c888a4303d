import { defineConfig } from 'tsup';

export default defineConfig({
  // One output module per source file: with `sideEffects: false` a browser bundle that imports a constant takes
  // its module alone, not the edition registry beside it (docs/performance.md, "First-load JavaScript").
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  bundle: false,
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
