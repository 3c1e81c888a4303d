// The edition registry sits on every request's path (middleware): measure its path rules per call.
import { performance } from 'node:perf_hooks';
import { alternateLinks, canonicalUrl, internalHref, resolvePath } from '../packages/editions/dist/index.js';

const paths = [
  '/de/c/blutdruckmessgeraete/?page=2',
  '/search-de?q=waage',
  '/uk/cart',
  '/global/p/bm-54/',
  '/pl/order-history',
  '/_next/static/chunk.js',
];
const pages = { de: '/de/c/waagen/', en: '/en/c/scales/', fr: '/fr/c/balances/', gb: '/gb/c/scales/' };

const cases = {
  resolvePath: (i) => resolvePath(paths[i % paths.length]),
  internalHref: (i) => internalHref(paths[i % paths.length]),
  canonicalUrl: (i) => canonicalUrl('https://shop.example.com', paths[i % paths.length]),
  alternateLinks: () => alternateLinks('https://shop.example.com', pages),
};

const rows = [];
for (const [name, fn] of Object.entries(cases)) {
  for (let i = 0; i < 20_000; i++) fn(i); // warm-up
  const samples = [];
  for (let round = 0; round < 5; round++) {
    const n = 100_000;
    const start = performance.now();
    for (let i = 0; i < n; i++) fn(i);
    samples.push(((performance.now() - start) * 1000) / n);
  }
  samples.sort((a, b) => a - b);
  rows.push({
    function: name,
    'median µs/call': samples[2].toFixed(3),
    'calls/s': Math.round(1e6 / samples[2]).toLocaleString('en'),
  });
}
console.table(rows);
