// The repo's dependency rules (docs/architecture.md), checked by `pnpm run check:deps` in `pnpm test`.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Modules that import each other, directly or through others, are one module in two files: move what both ' +
        'need into a third. Type-only imports count too: they tie two concepts together just the same.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-package-imports-an-app',
      severity: 'error',
      comment: 'Apps use packages, never the reverse (tests start the sandbox through test-support/).',
      from: { path: '^packages/' },
      to: { path: ['^apps/', '^@shop/(storefront|sandbox|storybook)(/|$)'] },
    },
    {
      name: 'ui-calls-no-client',
      severity: 'error',
      comment:
        '@shop/ui renders the props it is given and calls back through props; the storefront wires the clients. ' +
        "(That it never calls fetch is biome.json's rule.)",
      from: { path: '^packages/ui/' },
      to: {
        path: ['^packages/(shop-client|content-client)/', '^@shop/(shop-client|content-client)(/|$)'],
      },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules', '(^|/)dist/'] },
    exclude: { path: ['(^|/)dist/', '(^|/)\\.next/', '(^|/)generated/', '(^|/)compiled/'] },
    // Type-only imports are seen, and counted, as dependencies.
    tsPreCompilationDeps: true,
    // The storefront's `@/` paths; every other package imports by relative path or package name.
    tsConfig: { fileName: 'apps/storefront/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
