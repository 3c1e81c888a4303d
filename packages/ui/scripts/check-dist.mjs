// Checks what the Next.js app relies on in the built package: the component bundle is a client module, the model
// entry is not (server code calls it), and the stylesheet holds the tokens and every component's rules.
import { readFileSync } from 'node:fs';

const read = (file) => readFileSync(new URL(`../dist/${file}`, import.meta.url), 'utf8');
const failures = [];
if (!/^['"]use client['"];/.test(read('index.js')))
  failures.push("dist/index.js must start with 'use client'");
if (/['"]use client['"]/.test(read('model.js'))) failures.push('dist/model.js must not be a client module');
if (/from ['"]react/.test(read('model.js'))) failures.push('dist/model.js must not import React');
const css = read('styles.css');
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
console.log('dist: index.js is a client module, model.js is server-safe, styles.css is complete');
