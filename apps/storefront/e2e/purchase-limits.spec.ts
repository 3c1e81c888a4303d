import { expect, type Page, test } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';
import { type FoundProduct, findProduct, publicPath } from './product-content';

// The uk edition's texts (en-GB).
const ADD = 'Add to cart';
const ADDED = 'Added to cart';
const NOT_ADDED = 'Not enough in stock: the product was not added to your cart, or not in full.';
const NOT_CHANGED = 'Not enough in stock: your cart now holds the quantity available.';
const limitText = (count: number) => `Max. ${count} ${count === 1 ? 'item' : 'items'} per household`;

async function setStock(variantId: string, stock: number) {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/variants/${encodeURIComponent(variantId)}/stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stock }),
  });
  expect(response.status).toBe(200);
}

/** A product bought as it is: one variant, no sizes. */
const plain = (product: FoundProduct) => product.variants.length === 1 && product.sizes.length === 0;

async function openProduct(page: Page, product: FoundProduct) {
  await page.goto(publicPath(product.url));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Add to cart acts once React has hydrated the page.
  await page.waitForLoadState('networkidle');
}

/** Adds from the product page and sees the flyout say so; closes it again. */
async function addedToCart(page: Page) {
  await page.getByRole('button', { name: ADD }).first().click();
  const flyout = page.getByRole('dialog');
  await expect(flyout.getByRole('heading', { name: ADDED })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
}

/** The cart page's one line and its quantity field. */
async function cartQuantity(page: Page) {
  await page.goto('/uk/cart');
  const line = page.locator('.shop-cart-line');
  await expect(line).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  return line.getByRole('spinbutton');
}

test.describe('uk: what cannot be bought now is not added to the cart', () => {
  test("'Back in stock shortly' offers the back-in-stock form, not add to cart", async ({ page }) => {
    const product = await findProduct('gb', (p) => plain(p) && p.status === 'back_in_stock_shortly');
    await openProduct(page, product);
    await expect(page.getByRole('main').getByText('Back in stock shortly')).toBeVisible();
    await expect(page.getByRole('button', { name: ADD }).first()).toBeDisabled();
    await expect(page.getByRole('form', { name: 'Notify me when available' })).toBeVisible();
  });

  test('past its stock, an add and a quantity change say so; the cart shows what the shop holds', async ({
    page,
  }) => {
    const product = await findProduct(
      'gb',
      (p) => plain(p) && p.purchaseLimit === null && p.status === 'in_stock',
    );
    const variant = product.variants[0] as { id: string; stock: number };
    await setStock(variant.id, 1);
    try {
      await openProduct(page, product);
      await addedToCart(page);

      await page.getByRole('button', { name: ADD }).first().click();
      await expect(page.getByText(NOT_ADDED)).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('heading', { name: ADDED })).toBeHidden();

      const quantity = await cartQuantity(page);
      await expect(quantity).toHaveValue('1');
      await quantity.fill('9');
      await quantity.press('Enter');
      await expect(page.getByText(NOT_CHANGED)).toBeVisible();
      await expect(quantity).toHaveValue('1');
    } finally {
      await setStock(variant.id, variant.stock);
    }
  });
});

test.describe("uk: 'Max. N items per household' is kept", () => {
  test('the product page adds up to the limit, then says the limit; the cart clamps a typed quantity', async ({
    page,
  }) => {
    const product = await findProduct(
      'gb',
      (p) => plain(p) && p.purchaseLimit !== null && (p.variants[0]?.stock ?? 0) > 10,
    );
    const limit = product.purchaseLimit as number;
    await openProduct(page, product);
    await expect(page.getByText(limitText(limit))).toBeVisible();
    for (let added = 0; added < limit; added++) await addedToCart(page);

    await page.getByRole('button', { name: ADD }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: limitText(limit) })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('heading', { name: ADDED })).toBeHidden();

    const quantity = await cartQuantity(page);
    await expect(quantity).toHaveValue(String(limit));
    await quantity.fill('9');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue(String(limit));
    await page.reload();
    await expect(page.locator('.shop-cart-line').getByRole('spinbutton')).toHaveValue(String(limit));
  });
});

test('uk: a size the product has in two colours is offered once per colour, each named with its colour', async ({
  page,
}) => {
  const product = await findProduct('gb', (candidate) => {
    const titles = (candidate.sizes as { title: string }[]).map((size) => size.title);
    return new Set(titles).size < titles.length;
  });
  await page.goto(publicPath(product.url));
  const sizes = page.getByRole('main').getByRole('group', { name: 'Size' });
  const labels = await sizes.locator('.shop-sizes__option > span[aria-hidden="true"]').allTextContents();
  expect(labels.length).toBe(product.sizes.length);
  expect(new Set(labels).size).toBe(labels.length);
  const repeated = labels.filter((label) => label.includes(' – '));
  expect(repeated.length).toBeGreaterThan(1);
  await expect(
    sizes
      .getByRole('radio', { name: repeated[0] })
      .or(sizes.getByRole('radio', { name: `${repeated[0]} (not available)` })),
  ).toHaveCount(1);
});
