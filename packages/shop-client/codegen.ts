import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed operations against the real Storefront API 2025-01 schema, offline; a document that does not
// validate fails the build.
const config: CodegenConfig = {
  schema: 'node_modules/@shopify/hydrogen-react/storefront.schema.json',
  documents: ['src/**/*.ts', '!src/generated/**', '!src/**/*.test.ts', '!src/**/*.test-d.ts'],
  ignoreNoDocuments: false,
  emitLegacyCommonJSImports: false,
  generates: {
    'src/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: false,
        scalars: {
          URL: 'string',
          Decimal: 'string',
          DateTime: 'string',
          HTML: 'string',
          JSON: 'unknown',
          Color: 'string',
          UnsignedInt64: 'string',
          ISO8601DateTime: 'string',
        },
      },
    },
  },
};

export default config;
