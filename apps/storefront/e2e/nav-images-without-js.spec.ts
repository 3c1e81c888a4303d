import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, SHELL_TEXT } from './shell-texts';

// Without JavaScript nothing opens a submenu, so its pictures must not be fetched: a hidden `<img loading="lazy">`
// is still fetched by some browsers. The submenus draw their pictures once the page is hydrated.
test.use({ viewport: DESKTOP });

/** An image's address without its origin (the image optimiser's `?url=` names the picture). */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

/** The image URLs the page asked for while it loaded. */
async function imageRequests(page: Page, path: string): Promise<Set<string>> {
  const urls = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image') urls.add(pathOf(request.url()));
  });
  await page.goto(path, { waitUntil: 'load' });
  return urls;
}

// A classic store and a single-sign-on one.
for (const edition of ['global', 'pl'] as const) {
  const text = SHELL_TEXT[edition];

  test(`${edition}: without JavaScript no hidden submenu picture is fetched`, async ({ browser }) => {
    // The submenus' pictures, as an open submenu shows them with JavaScript.
    const withScript = await browser.newPage({ viewport: DESKTOP });
    await withScript.goto(text.home);
    const nav = withScript.getByRole('navigation', { name: text.nav });
    const toggles = nav.getByRole('button', { name: text.submenu });
    const pictures = new Set<string>();
    for (let index = 0; index < (await toggles.count()); index += 1) {
      const toggle = toggles.nth(index);
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = withScript.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      for (const src of await panel
        .locator('img')
        .evaluateAll((images) =>
          (images as HTMLImageElement[]).map((image) => image.currentSrc || image.src),
        ))
        pictures.add(pathOf(src));
      await withScript.keyboard.press('Escape');
    }
    await withScript.close();
    expect(pictures.size).toBeGreaterThan(0);

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
    const page = await context.newPage();
    const requested = await imageRequests(page, text.home);
    await expect(page.getByRole('navigation', { name: text.nav })).toBeVisible();
    expect(requested.size).toBeGreaterThan(0);
    expect([...pictures].filter((picture) => requested.has(picture))).toEqual([]);
    await context.close();
  });
}
