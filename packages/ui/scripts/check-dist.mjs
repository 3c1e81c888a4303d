// Checks what the Next.js app relies on in the built package: every module keeps its own 'use client' (or has
// none: a server component), the model entry is server-safe, and the stylesheet holds every component's rules.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const src = new URL('../src/', import.meta.url).pathname;
const dist = new URL('../dist/', import.meta.url).pathname;
const isClient = (code) => /^['"]use client['"];?/.test(code);

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories|d)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const failures = [];
for (const file of sources(src)) {
  const built = join(dist, relative(src, file).replace(/\.tsx?$/, '.js'));
  if (!existsSync(built)) {
    failures.push(`${relative(src, file)} has no ${relative(dist, built)}`);
    continue;
  }
  if (isClient(readFileSync(file, 'utf8')) !== isClient(readFileSync(built, 'utf8')))
    failures.push(`dist/${relative(dist, built)} lost or gained 'use client'`);
}
const model = readFileSync(join(dist, 'model.js'), 'utf8');
if (isClient(model)) failures.push('dist/model.js must not be a client module');
if (/from ['"]react/.test(model)) failures.push('dist/model.js must not import React');
const css = readFileSync(join(dist, 'styles.css'), 'utf8');
for (const selector of [
  '--shop-color-primary',
  '.shop-button',
  '.shop-tile',
  '.shop-flyout',
  '.shop-header',
  '.shop-error',
]) {
  if (!css.includes(selector)) failures.push(`dist/styles.css lacks ${selector}`);
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(
  'dist: one module per source, each with its own directive; model.js is server-safe; styles.css complete',
);
