import { expect, type Page, test } from '@playwright/test';

const FONT_BUDGET = 80 * 1024;

/** The font files the page requests, with the bytes each transferred (cold cache: a fresh context per test). */
async function watchFonts(page: Page) {
  const fonts = new Map<string, number>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Font') urls.set(requestId, response.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId);
    if (url) fonts.set(url, encodedDataLength);
  });
  return fonts;
}

/** The faces of the shop font the page has loaded, as 'weight style'. */
function loadedFaces(page: Page) {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family === 'shopFont' && face.status === 'loaded')
      .map((face) => `${face.weight} ${face.style}`)
      .sort(),
  );
}

const total = (fonts: Map<string, number>) => [...fonts.values()].reduce((sum, bytes) => sum + bytes, 0);

test.describe('the shop font', () => {
  test('a first visit fetches the preloaded regular and bold faces only, under 80 kB, and draws in them', async ({
    page,
  }) => {
    const fonts = await watchFonts(page);
    await page.goto('/de/', { waitUntil: 'networkidle' });

    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloaded).toHaveLength(2);
    expect([...fonts.keys()].sort()).toEqual(preloaded.sort());
    expect(total(fonts)).toBeLessThan(FONT_BUDGET);
    expect(await loadedFaces(page)).toEqual(['400 normal', '700 normal']);
  });

  test('the italic face is fetched when italic text is drawn', async ({ page }) => {
    const fonts = await watchFonts(page);
    await page.goto('/pl/', { waitUntil: 'networkidle' });
    const upright = fonts.size;

    await page.evaluate(() => {
      const em = document.createElement('em');
      em.textContent = 'Zażółć gęślą jaźń';
      document.querySelector('main')?.prepend(em);
    });
    await expect.poll(() => loadedFaces(page)).toEqual(['400 italic', '400 normal', '700 normal']);
    expect(fonts.size).toBe(upright + 1);
  });
});
