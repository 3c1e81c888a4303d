// Checkout in a single-sign-on store (spec §4): the anonymous shopper's warning modal with its two choices, and a
// signed-in customer's order filed under them at the shop backend (Multipass), shown on the account site.
import { expect, type Page, test } from '@playwright/test';
import { customerAt, uniqueEmail } from './accounts';
import { clearFaults, injectFault, payAtCheckout, seedCart, variantsForSale } from './shop';
import { ACCOUNT_SERVICE, SHOP, signInAtService } from './sso';

test.afterEach(clearFaults);

/** A known customer's cart, checkout pressed and login chosen in the warning: the shopper is at the hosted sign-in. */
async function loginFromCheckout(page: Page, store: 'pl' | 'de', email: string) {
  await customerAt(email, 'Anna', 'Nowak');
  const [variant] = await variantsForSale(1);
  const code = store.toUpperCase();
  await seedCart(page, [{ merchandiseId: variant as string, quantity: 1 }], code, code);
  await page.goto(`/${store}/cart`);
  await page.getByRole('main').getByRole('link', { name: SHOP[store].checkout }).click();
  await page
    .getByRole('dialog', { name: SHOP[store].warning })
    .getByRole('link', { name: SHOP[store].login })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${ACCOUNT_SERVICE}/account/login\\?`));
}

for (const [store, code] of [
  ['pl', 'PL'],
  ['de', 'DE'],
] as const) {
  const texts = SHOP[store];

  test(`${store}: an anonymous checkout opens the warning; guest checkout goes on to checkout`, async ({
    page,
  }) => {
    const [variant] = await variantsForSale(1);
    await seedCart(page, [{ merchandiseId: variant as string, quantity: 1 }], code, code);
    await page.goto(`/${store}/cart`);
    const checkout = page.getByRole('main').getByRole('link', { name: texts.checkout });
    await checkout.click();
    const dialog = page.getByRole('dialog', { name: texts.warning });
    await expect(dialog).toBeVisible();
    // Login, the recommended way, has the focus; Escape closes and gives it back to the checkout button.
    await expect(dialog.getByRole('link', { name: texts.login })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(checkout).toBeFocused();

    await checkout.click();
    await page.getByRole('dialog', { name: texts.warning }).getByRole('link', { name: texts.guest }).click();
    await expect(page).toHaveURL(/\/checkouts\//);
  });

  test(`${store}: login from the warning goes through the account service and back on to checkout`, async ({
    page,
  }) => {
    const email = uniqueEmail(`sso-checkout-${store}`);
    await loginFromCheckout(page, store, email);
    await signInAtService(page, store, email);
    await expect(page).toHaveURL(/\/checkouts\//);
  });
}

test('pl: a signed-in customer’s order is filed under them, even paid with another email, and shows on the account site', async ({
  page,
}) => {
  const email = uniqueEmail('sso-order-pl');
  await loginFromCheckout(page, 'pl', email);
  await signInAtService(page, 'pl', email);
  await expect(page).toHaveURL(/\/checkouts\//);
  // The cart carries the customer now: the backend's checkout knows their address.
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await payAtCheckout(page, {
    email: uniqueEmail('sso-other'),
    address1: 'ul. Długa 1',
    zip: '00-001',
    city: 'Warszawa',
  });
  await expect(page).toHaveURL(/\/orders\//);
  const name = await page.getByText(/^#\d+$/).textContent();
  expect(name).toMatch(/^#\d+$/);

  await page.goto(`${ACCOUNT_SERVICE}/account/pl-PL/orders`);
  await expect(page.getByRole('heading', { name: 'Twoje zamówienia' })).toBeVisible();
  await expect(page.getByRole('cell', { name: name as string, exact: true })).toBeVisible();
});

test('de: when the shop backend refuses the customer, the signed-in customer still goes on to checkout', async ({
  page,
}) => {
  const email = uniqueEmail('sso-order-de');
  await loginFromCheckout(page, 'de', email);
  await injectFault({ operation: 'customerAccessTokenCreateWithMultipass', status: 503 });
  await signInAtService(page, 'de', email);
  await expect(page).toHaveURL(/\/checkouts\//);
  // Checked out as the cart was: no customer attached, so the email is the shopper's to type.
  await expect(page.getByLabel('Email')).toHaveValue('');
});
