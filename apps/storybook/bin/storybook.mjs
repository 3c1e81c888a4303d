#!/usr/bin/env node
// `npx @shop/storybook [--port N] [--host H]`: serves the built Storybook of @shop/ui (storybook-static, shipped in
// this package) on http://127.0.0.1:6006, with this package's version in the sidebar. Ctrl-C stops it.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const site = join(packageRoot, 'storybook-static');
const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8'));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '6006' },
    host: { type: 'string', default: '127.0.0.1' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(
    'Usage: npx @shop/storybook [--port N (default 6006, 0: any free one)] [--host H (default 127.0.0.1)]',
  );
  process.exit(0);
}
if (!existsSync(join(site, 'index.html'))) {
  console.error(`No built Storybook in ${site}: build it with \`pnpm --filter @shop/storybook build\`.`);
  process.exit(1);
}

/** The file a URL path names inside the site, or undefined (outside it, or none). */
function fileFor(pathname) {
  let path;
  try {
    path = normalize(decodeURIComponent(pathname));
  } catch {
    return undefined;
  }
  let file = join(site, path);
  if (file !== site && !file.startsWith(site + sep)) return undefined;
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://storybook.invalid');
  const file = fileFor(pathname);
  if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(file ? 405 : 404, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(file ? 'Method not allowed' : 'Not found');
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  if (file === join(site, 'index.html')) {
    // The manager page learns the version here (.storybook/manager.ts shows it as the sidebar's title).
    const html = readFileSync(file, 'utf8').replace(
      '</head>',
      `<script>globalThis.SHOP_STORYBOOK_VERSION = ${JSON.stringify(version)};</script></head>`,
    );
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : html);
    return;
  }
  response.writeHead(200, { 'content-type': type, 'content-length': statSync(file).size });
  if (request.method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
});

server.listen(Number(values.port), values.host, () => {
  const { port } = server.address();
  console.log(`@shop/storybook ${version} on http://${values.host}:${port}/ (Ctrl-C stops it)`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
