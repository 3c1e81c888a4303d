import { expect, type Page, test } from '@playwright/test';

interface Edition {
  prefix: string;
  favoritesRoute: string;
  add: string;
  remove: string;
  count: (n: number) => string;
  empty: string;
  undo: string;
}

// The global edition asserts the spec's exact English texts; de and pl their translations.
const EDITIONS: Record<string, Edition> = {
  global: {
    prefix: '/global/',
    favoritesRoute: '/global/favorites',
    add: 'Add to favorites',
    remove: 'Remove from favorites',
    count: (n) => (n === 1 ? '1 favorite' : `${n} favorites`),
    empty: "You've no products in your favorite list",
    undo: 'Undo',
  },
  de: {
    prefix: '/de/',
    favoritesRoute: '/de/favoriten',
    add: 'Zu den Favoriten hinzufügen',
    remove: 'Aus den Favoriten entfernen',
    count: (n) => (n === 1 ? '1 Favorit' : `${n} Favoriten`),
    empty: 'Sie haben keine Artikel in Ihrer Favoritenliste',
    undo: 'Rückgängig',
  },
  pl: {
    prefix: '/pl/',
    favoritesRoute: '/pl/favorites',
    add: 'Dodaj do ulubionych',
    remove: 'Usuń z ulubionych',
    count: (n) => (n === 1 ? '1 produkt w ulubionych' : `${n} produkty w ulubionych`),
    empty: 'Nie masz produktów na liście ulubionych',
    undo: 'Cofnij',
  },
};

async function openFirstCategory(page: Page, prefix: string) {
  await page.goto(prefix);
  await page.locator('.content-tiles a').first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Toggles act once React has hydrated the page.
  await page.waitForLoadState('networkidle');
}

for (const [key, edition] of Object.entries(EDITIONS)) {
  test.describe(`${key} edition`, () => {
    test('favorite from a tile → count → favorites page after reload → remove (with undo) → empty state', async ({
      page,
    }) => {
      await openFirstCategory(page, edition.prefix);
      const tile = page.getByRole('main').getByRole('article').first();
      const title = (await tile.getByRole('heading').textContent())?.trim() ?? '';
      expect(title).not.toBe('');

      await tile.getByRole('button', { name: edition.add }).click();
      await expect(tile.getByRole('button', { name: edition.remove })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: edition.count(1) })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('favorites'))).toMatch(/^\["[\w-]+"\]$/);

      await page.goto(edition.favoritesRoute);
      await page.reload();
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(main.getByRole('link', { name: title })).toHaveAttribute('href', /\/p\/|\//);

      // Removal with undo: the product comes back where it was.
      await main.getByRole('button', { name: `${edition.remove}: ${title}` }).click();
      await expect(main.getByRole('heading', { level: 2, name: title })).toHaveCount(0);
      await page.getByRole('status').getByRole('button', { name: edition.undo }).click();
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();

      await main.getByRole('button', { name: `${edition.remove}: ${title}` }).click();
      await expect(main.getByRole('heading', { name: edition.empty })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('main').getByRole('heading', { name: edition.empty })).toBeVisible();
    });
  });
}

test('the count follows another tab and the other editions (one list, local storage)', async ({
  context,
}) => {
  const first = await context.newPage();
  await openFirstCategory(first, '/global/');
  const second = await context.newPage();
  await second.goto('/de/favoriten');
  await second.waitForLoadState('networkidle');
  await expect(
    second
      .getByRole('main')
      .getByRole('heading', { name: 'Sie haben keine Artikel in Ihrer Favoritenliste' }),
  ).toBeVisible();

  await first
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('button', { name: 'Add to favorites' })
    .click();
  await expect(second.getByRole('banner').getByRole('link', { name: '1 Favorit' })).toBeVisible();
  await expect(second.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);

  await first
    .getByRole('main')
    .getByRole('article')
    .nth(1)
    .getByRole('button', { name: 'Add to favorites' })
    .click();
  await expect(second.getByRole('banner').getByRole('link', { name: '2 Favoriten' })).toBeVisible();
});

test('the header’s wishlist icon opens a flyout with the same list', async ({ page }) => {
  await openFirstCategory(page, '/global/');
  const tile = page.getByRole('main').getByRole('article').first();
  const title = (await tile.getByRole('heading').textContent())?.trim() ?? '';
  await tile.getByRole('button', { name: 'Add to favorites' }).click();
  await page.getByRole('banner').getByRole('link', { name: '1 favorite' }).click();
  const flyout = page.getByRole('dialog', { name: 'Favorites' });
  await expect(flyout.getByRole('heading', { name: title })).toBeVisible();
  await expect(flyout.getByRole('link', { name: 'Show all favorites' })).toHaveAttribute(
    'href',
    '/global/favorites',
  );
  await flyout.getByRole('button', { name: `Remove from favorites: ${title}` }).click();
  await expect(
    flyout.getByRole('heading', { name: "You've no products in your favorite list" }),
  ).toBeVisible();
  // The removal's Undo is in the drawer, reached with the keyboard (the page behind the modal drawer is inert).
  const undo = flyout.getByRole('status').getByRole('button', { name: 'Undo' });
  await expect(undo).toBeVisible();
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(flyout.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '1 favorite' })).toBeVisible();
});

test('the product lookups and the suggestions refuse a bad query with 400 and the own routes’ error shape', async ({
  request,
}) => {
  for (const path of [
    '/api/products?edition=xx&ids=1',
    '/api/products?edition=de&ids=',
    '/api/products?edition=de&ids=<script>',
    '/api/products/cart-lines?edition=de',
    '/api/autosuggest?edition=xx&q=waage',
    '/api/autosuggest?edition=de&q=%20',
  ]) {
    const refused = await request.get(path);
    expect(refused.status(), path).toBe(400);
    expect(await refused.json(), path).toMatchObject({
      error: { code: 'invalid_input', message: 'FORM_ERROR_PATTERN' },
    });
  }
  // A path under an own route that names nothing is a 404 of the same shape.
  for (const unknown of [
    await request.post('/api/account/nothing-here', { data: {} }),
    await request.get('/api/account/sso/nothing-here'),
  ]) {
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'error.notFound.heading' } });
  }
  const ok = await request.get('/api/products?edition=de&ids=999999');
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ products: [] });
});
