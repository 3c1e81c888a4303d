#!/usr/bin/env node
// Lighthouse audit of every page type in the de, global and uk editions, mobile and desktop presets: the four
// category scores, CLS, and every failed audit of accessibility, best practices and SEO with the elements it names,
// the LCP element, render-blocking requests and the fonts. Prints a table per edition and writes the reports to
// `--out` (default: a temp folder). Never fails on a number. `node bench/audit.mjs -- --editions=de --presets=mobile`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lighthouseReport } from './lighthouse.mjs';
import { app, ensureBuilt, SHOP, startNext, startSandbox, stopAll, waitFor } from './servers.mjs';

const option = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const editions = option('editions')?.split(',') ?? ['de', 'global', 'uk'];
const presets = option('presets')?.split(',') ?? ['mobile', 'desktop'];
const onlyPages = option('pages')?.split(',');
const out = option('out') ?? join(tmpdir(), `lighthouse-audit-${Date.now()}`);

// Each edition's own routes (spec §2.1); null where the edition has no such screen.
const ROUTES = {
  de: {
    search: '/search-de?q=waage',
    cart: '/de/cart',
    favorites: '/de/favoriten',
    faq: '/de/service/faq',
    manuals: '/de/service/gebrauchsanweisung',
    blog: '/de/blog',
  },
  global: {
    search: '/search-global?q=scale',
    cart: '/global/cart',
    favorites: '/global/favorites',
    faq: '/global/service/frequently-asked-questions',
    manuals: '/global/service/instructions-for-use',
    blog: null,
  },
  uk: {
    search: '/uk/search?q=scale',
    cart: '/uk/cart',
    favorites: '/uk/favorites',
    faq: null,
    manuals: null,
    blog: null,
  },
};

const html = async (path) => (await fetch(`${SHOP}${path}`)).text();
const pathOf = (url) => new URL(url).pathname;

/** The sitemap's URLs of an edition, as paths of this server. */
async function sitemapPaths(edition) {
  const xml = await html(`/sitemap/${edition}.xml`);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1]));
}

/** The pages to audit in one edition: every page type, found through its sitemap and pages. */
async function pagesOf(edition) {
  const routes = ROUTES[edition];
  const paths = await sitemapPaths(edition);
  const home = `/${edition}/`;
  const homeHtml = await html(home);
  const category =
    /class="content-tiles"[\s\S]*?href="([^"]+)"/.exec(homeHtml)?.[1] ?? paths.find((p) => p.includes('/c/'));
  const products = paths.filter((p) => p.includes('/p/'));
  let reviewed;
  let bundled;
  const wantsProducts = !onlyPages || onlyPages.some((name) => name.startsWith('product'));
  for (const path of wantsProducts ? products.slice(0, 80) : []) {
    const page = await html(path);
    if (!reviewed && page.includes('id="product-reviews"')) reviewed = path;
    if (!bundled && page.includes('id="product-bundle"')) bundled = path;
    if (reviewed && bundled) break;
  }
  const screens = Object.values(routes)
    .filter(Boolean)
    .map((route) => route.split('?')[0]);
  const content = paths.find(
    (p) => /^\/[a-z]+\/[a-z-]+\/$/.test(p) && !screens.some((screen) => p.startsWith(screen)),
  );
  const blogPost = routes.blog ? /href="(\/de\/blog\/[^"]+)"/.exec(await html(routes.blog))?.[1] : null;
  const pages = {
    home,
    category,
    [bundled === reviewed ? 'product (reviews, bundle)' : 'product (reviews)']: reviewed,
    'product (bundle)': bundled === reviewed ? null : bundled,
    search: routes.search,
    content,
    faq: routes.faq,
    manuals: routes.manuals,
    blog: routes.blog,
    'blog post': blogPost,
    favorites: routes.favorites,
    cart: routes.cart,
  };
  return Object.entries(pages).filter(([name, path]) => path && (!onlyPages || onlyPages.includes(name)));
}

/** The failed audits of a category, each with the first elements or URLs it names. */
function failures(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
    .map((ref) => {
      const items = lhr.audits[ref.id].details?.items ?? [];
      const named = items
        .slice(0, 4)
        .map((item) => item.node?.snippet ?? item.url ?? item.source?.url ?? item.description ?? '')
        .filter(Boolean);
      return `${ref.id}${named.length ? ` [${named.join(' | ')}]` : ''}`;
    });
}

function summary(lhr) {
  const score = (id) =>
    lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
  // Lighthouse 13 names the LCP element in its LCP breakdown insight (a list: the subparts' table, then the node).
  const lcpElement = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find(
    (item) => item.type === 'node',
  );
  const fontRequests = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Font',
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue,
    lcpElement: lcpElement?.snippet,
    renderBlocking: (lhr.audits['render-blocking-insight']?.details?.items ?? []).map((item) => item.url),
    fonts: fontRequests.map((r) => `${r.url.split('/').pop()} ${(r.transferSize / 1024).toFixed(1)} kB`),
    fontBytes: fontRequests.reduce((sum, r) => sum + r.transferSize, 0),
    layoutShifts: (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => item.node?.snippet),
    failed: {
      accessibility: failures(lhr, 'accessibility'),
      'best-practices': failures(lhr, 'best-practices'),
      seo: failures(lhr, 'seo'),
    },
  };
}

// Stopped from outside (a time limit): stop the servers too, so their ports are free again.
process.once('SIGTERM', () => stopAll().then(() => process.exit(143)));

try {
  ensureBuilt();
  mkdirSync(out, { recursive: true });
  await startSandbox();
  startNext();
  await waitFor(`${SHOP}/de/cart`);
  const results = {};
  for (const edition of editions) {
    const pages = await pagesOf(edition);
    for (const [, path] of pages) await fetch(`${SHOP}${path}`);
    const rows = [];
    for (const [name, path] of pages) {
      for (const preset of presets) {
        const label = `${edition} ${name} ${preset}`;
        const lhr = lighthouseReport(`${SHOP}${path}`, { cwd: app, preset });
        writeFileSync(join(out, `${label.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
        const result = { path, ...summary(lhr) };
        results[label] = result;
        rows.push({
          page: `${name} ${preset}`,
          path,
          perf: result.performance,
          a11y: result.accessibility,
          bp: result['best-practices'],
          seo: result.seo,
          CLS: result.cls.toFixed(3),
          fonts: `${(result.fontBytes / 1024).toFixed(1)} kB`,
        });
      }
    }
    console.log(`\nLighthouse 13, ${edition} edition`);
    console.table(rows);
  }
  writeFileSync(join(out, 'summary.json'), JSON.stringify(results, null, 2));
  for (const [label, result] of Object.entries(results)) {
    const failed = Object.entries(result.failed).flatMap(([category, ids]) =>
      ids.map((id) => `${category}: ${id}`),
    );
    if (failed.length || result.cls > 0)
      console.log(`\n${label} (${result.path}) CLS ${result.cls}\n  ${failed.join('\n  ')}`);
  }
  console.log(`\nReports: ${out}`);
} finally {
  await stopAll();
}
