import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// The published `@shop/sandbox` (npx @shop/sandbox): one bundle of the sandbox's own code, with its
// dependencies (PGlite, drizzle, graphql …) imported from node_modules, and the database migrations beside it,
// where `src/db/database.ts` looks for them (`./migrations` next to the running module). The Storefront API
// schema (a JSON file of a devDependency) is bundled in. `pnpm sandbox` runs the sources with tsx instead.
export default defineConfig({
  entry: { sandbox: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  banner: { js: '#!/usr/bin/env node' },
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
