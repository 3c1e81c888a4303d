import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * What graphql-codegen's client-preset Babel plugin does, for esbuild: each `graphql(`…`)` call in the
 * operations becomes a reference to the document codegen generated for it (`CartCreateDocument`,
 * `CartFieldsFragmentDoc`). Without it the bundle carries every operation three times (the literal, the
 * lookup map's key, the generated document) and the map of all of them (see src/generated/gql.ts's header).
 */
const graphqlDocuments: Plugin = {
  name: 'graphql-documents',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]operations[\\/][^\\/]+\.ts$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const contents = source
        .replace(
          "import { graphql } from '../generated/gql.js';",
          "import * as documents from '../generated/graphql.js';",
        )
        .replace(
          /graphql\(`\s*(query|mutation|fragment)\s+(\w+)[\s\S]*?`\)/g,
          (_, kind: string, name: string) => {
            const typeName = name.charAt(0).toUpperCase() + name.slice(1);
            return `documents.${typeName}${kind === 'fragment' ? 'FragmentDoc' : 'Document'}`;
          },
        );
      if (/\bgraphql\(/.test(contents)) throw new Error(`${path}: a graphql() call the build cannot map`);
      return { contents, loader: 'ts' };
    });
  },
};

export default defineConfig({
  entry: ['src/index.ts', 'src/model.ts'],
  format: ['esm'],
  // The generated documents' type comes from a devDependency: bundle it into the declarations, so a consumer's
  // tsc needs nothing the package does not depend on (scripts/release-check.mjs checks every published import).
  dts: { resolve: ['@graphql-typed-document-node/core'] },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  esbuildPlugins: [graphqlDocuments],
});
