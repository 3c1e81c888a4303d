// The storefront's routes as Next serves them: every page.tsx and route.ts under app/, and the metadata files
// (robots, manifest, icons). The fuzz spec fails when one of them is reached by none of its targets.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface AppRoute {
  /** `app/[edition]/frontend/cart/page.tsx` */
  file: string;
  matches: (path: string) => boolean;
}

/** Files Next serves at a URL of their own, by name: `robots.ts` is `/robots.txt`. */
const METADATA_FILES: Record<string, string> = {
  'robots.ts': '/robots.txt',
  'manifest.ts': '/manifest.webmanifest',
  'sitemap.ts': '/sitemap.xml',
};
const ROUTE_FILES =
  /^(page\.tsx?|route\.ts|favicon\.ico|(apple-)?icon\.\w+|opengraph-image\.\w+|twitter-image\.\w+)$/;

function segmentPattern(segment: string): string | null {
  if (/^\(.*\)$/.test(segment)) return null;
  if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.*)?';
  if (/^\[\.\.\..+\]$/.test(segment)) return '/.+';
  if (/^\[.+\]$/.test(segment)) return '/[^/]+';
  return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
}

export function appRoutes(appDir: string): AppRoute[] {
  const routes: AppRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      const segments = relative(appDir, dir).split(sep).filter(Boolean);
      const base = segments
        .map(segmentPattern)
        .filter((part) => part !== null)
        .join('');
      const file = `app/${relative(appDir, path).split(sep).join('/')}`;
      const metadata = METADATA_FILES[entry.name];
      let pattern: string | null = null;
      if (metadata) pattern = `^${base}${metadata.replace('.', '\\.')}$`;
      else if (/^(page\.tsx?|route\.ts)$/.test(entry.name)) pattern = `^${base}/?$`;
      else if (ROUTE_FILES.test(entry.name)) pattern = `^${base}/${entry.name.replace('.', '\\.')}$`;
      if (pattern === null) continue;
      const regex = new RegExp(pattern);
      routes.push({ file, matches: (url) => regex.test(url) });
    }
  };
  walk(appDir);
  return routes;
}
