import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import {
  BUILD_FILES,
  EVERY_PATH_BUT_BUILD_FILES,
  HTTPS_ONLY_HEADERS,
  SECURITY_HEADERS,
  STATIC_ASSET_HEADERS,
} from './lib/security-headers';

// The browser only formats precompiled messages (@shop/i18n ships ASTs), so it needs no ICU parser: point
// intl-messageformat's import of it at the parser package's own parser-less build.
const fromI18n = createRequire(createRequire(import.meta.url).resolve('@shop/i18n/package.json'));
const fromMessageFormat = createRequire(fromI18n.resolve('intl-messageformat'));
// Relative to this folder: Turbopack takes alias targets as requests from the project, not absolute paths.
const parserlessIcu = `./${relative(
  import.meta.dirname,
  fromMessageFormat.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
)}`;

/** The commit the build is made of, when it is made in a git checkout. */
function gitCommit(): string | undefined {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]+$/.test(commit) ? commit : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One id for a build on every instance that runs it (docs/own-server.md): `STOREFRONT_DEPLOYMENT_ID`, else the
 * commit built, else `storefront`. A running server takes the id of the build it serves (the build id is the same
 * id), never the commit checked out since.
 */
function deploymentId(phase: string): string {
  const given = process.env.STOREFRONT_DEPLOYMENT_ID?.trim();
  if (given) return given;
  if (phase === PHASE_PRODUCTION_SERVER) {
    try {
      return readFileSync(join(import.meta.dirname, '.next', 'BUILD_ID'), 'utf8').trim();
    } catch {}
  }
  return gitCommit() ?? 'storefront';
}

const config = (phase: string): NextConfig => ({
  // Old and new instances side by side during a rolling deploy: a browser holding the old build's pages asks for
  // the old build's files and actions, and Next tells it to load the page anew rather than mixing the two.
  deploymentId: deploymentId(phase),
  generateBuildId: () => deploymentId(phase),
  async headers() {
    return [
      { source: EVERY_PATH_BUT_BUILD_FILES, headers: SECURITY_HEADERS },
      { source: BUILD_FILES, headers: STATIC_ASSET_HEADERS },
      {
        source: EVERY_PATH_BUT_BUILD_FILES,
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: HTTPS_ONLY_HEADERS,
      },
    ];
  },
  // Kept pages and cached fetches: each process's memory, and Redis shared by every instance when STOREFRONT_REDIS_URL
  // is set; each kept page's Content-Security-Policy and ETag are stamped when it is stored (docs/reliability.md).
  cacheHandler: join(import.meta.dirname, 'cache-handler.mjs'),
  reactStrictMode: true,
  // Next hashed every page answer in JavaScript for its ETag (2–3 ms for a kept category page, a quarter of the time
  // it takes to serve one). A kept page's ETag is worked out once, when it is stored (lib/csp/page-policy.ts), and
  // server/http/conditional-get.ts answers with 304 as Next did; files in public/ keep Last-Modified.
  generateEtags: false,
  // `STOREFRONT_SOURCE_MAPS=1 pnpm build` writes the browser's source maps, to weigh the first-load chunks by module
  // (`node bench/chunks.mjs`, docs/storefront.md); production builds ship none.
  productionBrowserSourceMaps: process.env.STOREFRONT_SOURCE_MAPS === '1',
  poweredByHeader: false,
  // Public paths keep the spelling the edition registry gives them (some with, some without a trailing slash);
  // the proxy maps them, so Next must not redirect them first.
  skipTrailingSlashRedirect: true,
  images: {
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
  },
  typedRoutes: false,
  // `pnpm test` runs the storefront's `typecheck` (the same tsconfig and files, test files too) beside the build, so
  // its build skips Next's second pass of the same check (docs/testing.md); `pnpm build` alone still checks.
  typescript: { ignoreBuildErrors: process.env.STOREFRONT_TYPES_CHECKED_APART === '1' },
  // PGlite loads its WebAssembly and data files from its own folder at run time, which bundling would break.
  serverExternalPackages: ['@electric-sql/pglite', 'undici'],
  turbopack: {
    resolveAlias: { '@formatjs/icu-messageformat-parser': { browser: parserlessIcu } },
  },
  // The cache handler's memory layer in each process. Kept pages count HTML, RSC payload and prefetch segments (a
  // category page about 1 MB): the default 50 MB held fewer pages than 200 shoppers ask for, so pages were dropped and
  // rendered again under load (docs/reliability.md).
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: {
    // Cached catalogue pages and content answers live in memory and Redis (cache-handler.mjs), never in `.next`:
    // crawlers asking for unknown paths cannot fill the disk with cached 404s.
    isrFlushToDisk: false,
  },
});

export default config;
