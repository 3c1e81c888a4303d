import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm'],
  sourcemap: true,
  target: 'es2022',
};

export default defineConfig([
  {
    ...shared,
    // One output file per source file, so each keeps its own 'use client' (or none: a server component).
    entry: ['src/**/*.ts', 'src/**/*.tsx', '!src/**/*.test.*', '!src/**/*.stories.tsx', '!src/test/**'],
    bundle: false,
    dts: { entry: { index: 'src/index.ts', model: 'src/model.ts' } },
    clean: true,
    // esbuild keeps the specifiers as written; Node and bundlers of ESM packages want them fully specified.
    onSuccess: 'node scripts/specify-imports.mjs',
  },
  {
    ...shared,
    entry: { styles: 'src/styles.css' },
  },
]);
