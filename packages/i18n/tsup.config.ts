import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', react: 'src/react.tsx', 'react.server': 'src/react.server.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react'],
  // The compiled catalogues also ship as plain JSON (`@shop/i18n/messages/<locale>.json`).
  async onSuccess() {
    const { cp } = await import('node:fs/promises');
    await cp('src/compiled', 'dist/messages', { recursive: true });
  },
});
