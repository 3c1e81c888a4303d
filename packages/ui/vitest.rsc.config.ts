import { defineConfig, type Plugin } from 'vitest/config';

/** 'use client' modules become client references, as a React Server Components bundler makes them. */
function clientReferences(): Plugin {
  return {
    name: 'client-references',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/^['"]use client['"]/.test(code)) return;
      const names = [...code.matchAll(/^export (?:async )?(?:function|const|class) (\w+)/gm)].map(
        (m) => m[1],
      );
      return [
        "import { registerClientReference } from 'react-server-dom-webpack/server';",
        ...names.map(
          (name) =>
            `export const ${name} = registerClientReference(() => { throw new Error(${JSON.stringify(
              `${name} is a client component`,
            )}); }, ${JSON.stringify(id)}, ${JSON.stringify(name)});`,
        ),
      ].join('\n');
    },
  };
}

// The server components of the package rendered by React's server renderer under the `react-server` condition,
// where client-only hooks do not exist: what Next.js does with them.
const conditions = ['react-server', 'import', 'module', 'node', 'default'];
export default defineConfig({
  plugins: [clientReferences()],
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['react-server'] } },
  test: {
    include: ['src/**/*.rsc.test.tsx'],
    environment: 'node',
    pool: 'forks',
    execArgv: ['--conditions=react-server'],
    // `pnpm test` runs it beside the browser suites on two cores: the first render of a file pays its imports.
    testTimeout: 20_000,
  },
});
