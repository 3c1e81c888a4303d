import { defineConfig, type Options } from 'tsup';

const shared: Options = {
  format: ['esm'],
  dts: true,
  sourcemap: true,
  target: 'es2022',
  // Each entry is self-contained: a chunk shared with the client entry would carry its 'use client'.
  splitting: false,
  external: ['react', 'react-dom', 'react-intl', '@shop/i18n', '@shop/editions'],
};

export default defineConfig([
  {
    ...shared,
    entry: { index: 'src/index.ts', styles: 'src/styles.css' },
    dts: { entry: { index: 'src/index.ts' } },
    clean: true,
    // Every component reads the i18n context, so the bundle is a client module; the directive must survive bundling.
    banner: { js: "'use client';" },
  },
  {
    ...shared,
    // View models and pure helpers, callable from server code: no directive.
    entry: { model: 'src/model.ts' },
  },
]);
