#!/usr/bin/env node
// 200 shoppers at once (issue 18): the production build of the storefront and the sandbox, warmed up, then
// `--connections` shoppers (200) for `--duration` seconds (60), each on one keep-alive connection, over a mix of
// browsing (home, categories, products in the global, de and pl editions), search, a sorted and a filtered listing,
// add to cart and the cart page with a cart. Add to cart and the cart's read go where a browser sends them: the
// session adapter of @shop/shop-client calls the shop backend's Storefront API directly. Prints markdown tables
// of requests/s, p50, p99, max and errors per page type; never fails on a number.
// Run with `pnpm bench load` (builds first), `-- --duration=20 --connections=50` to shorten.
import { markdownTable, summary } from './load-generator.mjs';
import { ensureBuilt, SHOP, shopEnv, startNext, startSandbox, stopAll, waitFor } from './servers.mjs';
import { ORDER, runMix } from './shopper-mix.mjs';

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const durationS = Number(option('duration') ?? 60);
const connections = Number(option('connections') ?? 200);

try {
  ensureBuilt();
  await startSandbox();
  startNext();
  await waitFor(`${SHOP}/de/cart`);

  const { recorder, pages, elapsed } = await runMix({
    origin: SHOP,
    env: shopEnv,
    connections,
    durationS,
  });
  const seconds = durationS;
  console.log(
    `\n${connections} connections for ${seconds} s (${elapsed.toFixed(1)} s with the last answers) over ${pages} URLs in the global, de and pl editions ` +
      '(production build, in-memory sandbox; add to cart and cart read are calls of the browser to the shop backend). ' +
      'Latency to the last byte; errors: non-2xx/3xx, timeouts (10 s), resets.\n',
  );
  console.log(markdownTable(summary(recorder, seconds, ORDER)));
} finally {
  await stopAll();
}
