// Spec §4: logout clears local storage. On a shared computer the next person at the browser must find none of the
// last customer's cart, favorites or comparison, in a classic store (uk) and a single-sign-on store (de).
import { expect, type Page, test } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';
import { customerAt, ENGLISH, PASSWORD, signIn, uniqueEmail } from './accounts';
import { storefront, variantsForSale } from './shop';
import { SHOP, signInAtService } from './sso';

const STORE_TEXTS = {
  uk: {
    edition: 'gb',
    prefix: '/uk',
    cart: '/uk/cart',
    country: 'GB',
    language: 'EN',
    favorite: 'Add to favourites',
    compare: 'Compare',
    oneFavorite: '1 favourite',
    emptyCart: 'Your cart is empty',
  },
  de: {
    edition: 'de',
    prefix: '/de',
    cart: '/de/cart',
    country: 'DE',
    language: 'DE',
    favorite: 'Zu den Favoriten hinzufügen',
    compare: 'Vergleichen',
    oneFavorite: '1 Favorit',
    emptyCart: 'Ihr Warenkorb ist leer',
  },
} as const;
type Store = keyof typeof STORE_TEXTS;

/** The keys the shop keeps in this browser's local storage for the customer's things. */
const shopKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage).filter(
      (key) => key === 'favorites' || key.startsWith('cartId:') || key.startsWith('compare:'),
    ),
  );

/** A favorite and a compared product from the first category's tiles, and a cart with one line. */
async function keepThings(page: Page, store: Store) {
  const texts = STORE_TEXTS[store];
  const [variant] = await variantsForSale(1);
  const created = await storefront<{ cartCreate: { cart: { id: string } } }>(
    `mutation ($input: CartInput!, $country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
      cartCreate(input: $input) { cart { id } }
    }`,
    {
      input: { lines: [{ merchandiseId: variant, quantity: 1 }] },
      country: texts.country,
      language: texts.language,
    },
  );
  // The cart reference as the session keeps it (per shop URL), once: the page's own cart from now on.
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [
      `cartId:${SANDBOX_URL}`,
      JSON.stringify({ id: created.cartCreate.cart.id, country: texts.country, language: texts.language }),
    ],
  );
  await page.goto(texts.prefix);
  await page.locator('.content-tiles a').first().click();
  const tile = page.getByRole('main').getByRole('article').first();
  await tile.getByRole('button', { name: texts.favorite }).click();
  await tile.getByRole('button', { name: texts.compare }).click();
  await expect(tile.getByRole('button', { name: texts.compare })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('banner').getByRole('link', { name: texts.oneFavorite })).toBeVisible();
  await page.goto(texts.cart);
  await expect(page.locator('.shop-cart-line')).toHaveCount(1);
  expect((await shopKeys(page)).sort()).toEqual(
    [`cartId:${SANDBOX_URL}`, `compare:${texts.edition}`, 'favorites'].sort(),
  );
}

/** What the next person at this browser finds: an empty cart, no favorite, nothing stored. */
async function nothingLeft(page: Page, store: Store) {
  const texts = STORE_TEXTS[store];
  // Logout ends in a document load: a read while it is under way loses its page, and is asked again.
  await expect.poll(() => shopKeys(page).catch(() => ['(the page is loading)'])).toEqual([]);
  await page.goto(texts.cart);
  await expect(page.getByText(texts.emptyCart)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: texts.oneFavorite })).toHaveCount(0);
  expect(await shopKeys(page)).toEqual([]);
}

test('uk: logout clears the cart, favorites and comparison from the browser', async ({ page }) => {
  const email = uniqueEmail('logout-uk');
  await customerAt(email);
  await signIn(page, '/uk/login', email, PASSWORD, ENGLISH);
  await expect(page).toHaveURL(/\/uk\/order-history$/);
  await keepThings(page, 'uk');

  await page.goto('/uk/order-history');
  await page
    .getByRole('navigation', { name: 'Customer account' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL(/\/uk\/login$/);
  await nothingLeft(page, 'uk');
});

test('de (single sign-on): logout clears the cart, favorites and comparison from the browser', async ({
  page,
}) => {
  const email = uniqueEmail('logout-de');
  await customerAt(email);
  await page.goto('/de/cart');
  await page.getByRole('banner').getByRole('link', { name: SHOP.de.account }).click();
  await signInAtService(page, 'de', email);
  await expect(page).toHaveURL(/\/de\/cart$/);
  await keepThings(page, 'de');

  await page.getByRole('banner').getByRole('button', { name: SHOP.de.menu }).click();
  await page.getByRole('banner').getByRole('button', { name: SHOP.de.logout }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: SHOP.de.account })).toBeVisible();
  await nothingLeft(page, 'de');
});
