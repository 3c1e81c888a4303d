import { expect, type Page, test } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';

/** A product of the de edition as the content service knows it: its public path. */
async function aProductPath(): Promise<string> {
  const response = await fetch(`${SANDBOX_URL}/search/public`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-makaira-instance': 'live' },
    body: JSON.stringify({
      searchPhrase: 'waage',
      isSearch: true,
      count: 1,
      offset: 0,
      constraints: { 'query.language': 'de' },
    }),
  });
  const body = (await response.json()) as { product: { items: { fields: { url: string } }[] } };
  const path = body.product.items[0]?.fields.url;
  expect(path).toMatch(/^\/de\/p\//);
  return path as string;
}

/** The JSON-LD nodes of the page, parsed. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.flatMap((text) => [JSON.parse(text)].flat());
}

const meta = (page: Page, name: string) => page.locator(`meta[name="${name}"], meta[property="${name}"]`);

test('robots.txt keeps crawlers out of search, cart and account and names the sitemap index', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await robots.text();
  for (const line of ['User-Agent: *', 'Disallow: /search-de', 'Disallow: /de/cart', 'Disallow: /uk/login']) {
    expect(text).toContain(line);
  }
  expect(text).not.toMatch(/Disallow: \/de\/\s*$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});

test('the sitemap index names each edition’s sitemap, and the de sitemap lists a real product with its alternates', async ({
  request,
  page,
}) => {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const sitemaps = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  expect(sitemaps).toEqual(
    expect.arrayContaining(['/sitemap/de.xml', '/sitemap/global.xml', '/sitemap/uk.xml']),
  );
  expect(sitemaps).toHaveLength(9);

  const de = await request.get('/sitemap/de.xml');
  expect(de.status()).toBe(200);
  expect(de.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await de.text();
  const product = await aProductPath();
  const entry = new RegExp(`<url><loc>https?://[^<]+${product}</loc>(.*?)</url>`).exec(xml);
  expect(entry, `${product} in /sitemap/de.xml`).not.toBeNull();
  expect(entry?.[1]).toMatch(
    /<xhtml:link rel="alternate" hreflang="fr" href="https?:\/\/[^"]+\/fr\/p\/[^"]+"\/>/,
  );
  expect(entry?.[1]).toMatch(/hreflang="en-GB" href="https?:\/\/[^"]+\/uk\/p\//);
  expect(xml).toMatch(/<url><loc>https?:\/\/[^<]+\/de\/<\/loc>/);
  expect(xml).toMatch(/<url><loc>https?:\/\/[^<]+\/de\/c\/[^<]+<\/loc>/);

  // The listed url is a page of the shop.
  const response = await page.goto(product);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('a product page carries Product JSON-LD with an Offer, its breadcrumb, a canonical link and Open Graph tags', async ({
  page,
}) => {
  const product = await aProductPath();
  await page.goto(product);
  const heading = (await page.getByRole('main').getByRole('heading', { level: 1 }).textContent())?.trim();

  const nodes = await jsonLd(page);
  const ld = nodes.find((node) => node['@type'] === 'Product');
  expect(ld).toMatchObject({ '@context': 'https://schema.org', name: heading });
  expect(ld?.offers).toMatchObject({
    '@type': 'Offer',
    price: expect.stringMatching(/^\d+\.\d{2}$/),
    priceCurrency: 'EUR',
    availability: expect.stringMatching(
      /^https:\/\/schema\.org\/(InStock|LimitedAvailability|BackOrder|OutOfStock)$/,
    ),
  });
  expect(String(ld?.url)).toMatch(new RegExp(`${product}$`));
  const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList');
  expect(((breadcrumb?.itemListElement ?? []) as unknown[]).length).toBeGreaterThan(1);

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+${product}$`));
  await expect(meta(page, 'og:url')).toHaveAttribute('content', canonical ?? '');
  await expect(meta(page, 'og:title')).toHaveAttribute('content', /.+/);
  await expect(meta(page, 'og:image')).toHaveAttribute('content', /^https?:\/\/.+/);
  await expect(meta(page, 'og:site_name')).toHaveAttribute('content', 'Vitalis');
  await expect(meta(page, 'og:locale')).toHaveAttribute('content', 'de_DE');
  const description = (await meta(page, 'description').getAttribute('content')) ?? '';
  expect(description.length).toBeGreaterThan(20);
  expect(description.length).toBeLessThanOrEqual(154);
  await expect(meta(page, 'og:description')).toHaveAttribute('content', description);
});

test('home: a translated meta description, Organization and a WebSite whose search action is the edition’s search', async ({
  page,
}) => {
  await page.goto('/de/');
  await expect(meta(page, 'description')).toHaveAttribute(
    'content',
    /^Gesundheits- und Wellnessgeräte von Vitalis/,
  );
  const nodes = await jsonLd(page);
  expect(nodes.find((node) => node['@type'] === 'Organization')).toMatchObject({ name: 'Vitalis' });
  const site = nodes.find((node) => node['@type'] === 'WebSite');
  expect(JSON.stringify(site?.potentialAction)).toMatch(/\/search-de\?q=\{search_term_string\}/);
  // The de edition is one of the four with a verification tag, but none is configured here.
  await expect(meta(page, 'google-site-verification')).toHaveCount(0);
});

test('search is not indexed and has a description; the icons, the manifest and /favicon.ico answer, no page asks for a missing file', async ({
  page,
  request,
}) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/search-de?q=waage');
  await expect(meta(page, 'robots')).toHaveAttribute('content', /noindex/);
  await expect(meta(page, 'description')).toHaveAttribute('content', /Vitalis/);
  await page.waitForLoadState('networkidle');
  for (const path of ['/de/', await aProductPath()]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(missing).toEqual([]);

  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/^image\//);
  const icons = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThanOrEqual(2);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await request.get(manifestHref ?? '/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const { name, icons: manifestIcons } = (await manifest.json()) as {
    name: string;
    icons: { src: string }[];
  };
  expect(name).toBe('Vitalis');
  for (const href of [...icons, ...manifestIcons.map((icon) => icon.src)]) {
    const icon = await request.get(href);
    expect(icon.status(), href).toBe(200);
    expect(icon.headers()['content-type'], href).toMatch(/^image\//);
  }
});
