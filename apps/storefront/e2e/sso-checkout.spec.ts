// Checkout by an anonymous shopper in a single-sign-on store (spec §4): the warning modal with its two choices.
import { expect, test } from '@playwright/test';
import { customerAt, uniqueEmail } from './accounts';
import { seedCart, variantsForSale } from './shop';
import { ACCOUNT_SERVICE, SHOP, signInAtService } from './sso';

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
    await customerAt(email, 'Anna', 'Nowak');
    const [variant] = await variantsForSale(1);
    await seedCart(page, [{ merchandiseId: variant as string, quantity: 1 }], code, code);
    await page.goto(`/${store}/cart`);
    await page.getByRole('main').getByRole('link', { name: texts.checkout }).click();
    await page.getByRole('dialog', { name: texts.warning }).getByRole('link', { name: texts.login }).click();
    await expect(page).toHaveURL(new RegExp(`^${ACCOUNT_SERVICE}/account/login\\?`));
    await signInAtService(page, store, email);
    await expect(page).toHaveURL(/\/checkouts\//);
  });
}
