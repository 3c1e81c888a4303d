// Issue 14's last gaps: the address page's first five addresses (§2.1), and a token the sandbox let expire.
import { expect, type Page, test } from '@playwright/test';
import { backendToken, customerAt, ENGLISH, PASSWORD, sandboxHook, signIn, uniqueEmail } from './accounts';
import { postJson } from './own-route';
import { storefront } from './shop';

/** Addresses saved at the shop backend directly, as another device of the customer would have. */
async function addressesAt(email: string, cities: string[]): Promise<void> {
  const token = await backendToken(email);
  for (const [index, city] of cities.entries()) {
    const created = await storefront<{ customerAddressCreate: { customerAddress: { id: string } | null } }>(
      'mutation ($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id } } }',
      {
        t: token,
        a: {
          firstName: 'Anna',
          lastName: 'Nowak',
          address1: `High Street ${index + 1}`,
          zip: `E1 ${index + 1}AA`,
          city,
          country: 'GB',
        },
      },
    );
    expect(created.customerAddressCreate.customerAddress).not.toBeNull();
    if (index === 0)
      await storefront(
        'mutation ($t: String!, $id: ID!) { customerDefaultAddressUpdate(customerAccessToken: $t, addressId: $id) { customer { id } } }',
        { t: token, id: created.customerAddressCreate.customerAddress?.id },
      );
  }
}

async function signedInAt(page: Page, prefix: string, email: string) {
  await signIn(page, `/${prefix}/login`, email, PASSWORD, ENGLISH);
  await expect(page).toHaveURL(new RegExp(`/${prefix}/order-history$`));
}

const entry = (page: Page, city: string) =>
  page
    .getByRole('region', { name: 'Your addresses' })
    .getByRole('listitem')
    .filter({ has: page.getByText(city) });

for (const prefix of ['global', 'uk']) {
  test(`${prefix}: the address page lists the addresses, changes the default, edits and adds one`, async ({
    page,
  }) => {
    const email = uniqueEmail(`book-${prefix}`);
    await customerAt(email);
    await addressesAt(email, ['London', 'Leeds']);
    await signedInAt(page, prefix, email);
    await page.goto(`/${prefix}/address`);
    const book = page.getByRole('region', { name: 'Your addresses' });
    await expect(book.getByRole('listitem')).toHaveCount(2);
    // The default address's form is open at first; the other one is a card.
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('London');
    const leeds = entry(page, 'Leeds');
    await expect(leeds.getByText('Default address', { exact: true })).toHaveCount(0);
    await leeds.getByRole('button', { name: 'Make default address' }).click();
    await expect(book.getByRole('status')).toHaveText('Your default address has been changed.');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Leeds');
    await expect(entry(page, 'London').getByText('Default address', { exact: true })).toHaveCount(0);

    await entry(page, 'London').getByRole('button', { name: 'Edit address' }).click();
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
    const city = page.getByRole('textbox', { name: 'City' });
    await expect(city).toHaveValue('London');
    await city.fill('');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Please enter your city')).toBeVisible();
    await city.fill('Bath');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your address changes have been saved.' }),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByRole('textbox', { name: 'Street and house number' }).fill('Mill Lane 3');
    await page.getByRole('textbox', { name: /^Post(al )?code/ }).fill('YO1 7HH');
    await page.getByRole('textbox', { name: 'City' }).fill('York');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(book.getByRole('status')).toHaveText('Your address changes have been saved.');
    await expect(book.getByRole('listitem')).toHaveCount(3);
    await expect(entry(page, 'York')).toContainText('Mill Lane 3');
    await expect(entry(page, 'Bath')).toBeVisible();
    await expect(entry(page, 'Leeds').getByText('Default address', { exact: true })).toBeVisible();
  });
}

test('uk: at five addresses none can be added, and the route refuses a sixth', async ({ page }) => {
  const email = uniqueEmail('book-full');
  await customerAt(email);
  await addressesAt(email, ['Bath', 'Derby', 'Ely', 'Hull', 'Wells']);
  await signedInAt(page, 'uk', email);
  await page.goto('/uk/address');
  await expect(page.getByRole('region', { name: 'Your addresses' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Add address' })).toHaveCount(0);
  await expect(page.getByText('You can save up to five addresses.')).toBeVisible();
  const sixth = await page.request.post('/api/account/address', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      edition: 'gb',
      firstName: 'Anna',
      lastName: 'Nowak',
      company: '',
      address1: 'Sixth Street 6',
      address2: '',
      zip: 'E1 6AA',
      city: 'Truro',
    },
  });
  expect(sixth.status()).toBe(409);
  expect(((await sixth.json()) as { error: { message: string } }).error.message).toBe(
    'account.address.limit',
  );
});

for (const prefix of ['global', 'uk']) {
  test(`${prefix}: a token the sandbox let expire → the next account page shows the shopper signed out`, async ({
    page,
  }) => {
    const email = uniqueEmail(`expire-${prefix}`);
    await customerAt(email);
    await signedInAt(page, prefix, email);
    await expect(page.getByRole('main').getByText('Welcome, Anna Nowak')).toBeVisible();
    expect(await sandboxHook('customers/expire-tokens', { email })).toEqual({ email, expired: 1 });
    await page.goto(`/${prefix}/personal`);
    await expect(page).toHaveURL(new RegExp(`/${prefix}/login\\?returnTo=`));
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My account' })).toHaveAttribute('href', `/${prefix}/login`);
    await expect(page.getByRole('banner').getByText('Welcome, Anna Nowak')).toHaveCount(0);
  });
}

test('defaultAddress without a token is 401; without an id 400', async ({ request, baseURL }) => {
  const post = (body: unknown) =>
    postJson(request, baseURL ?? '', '/api/account/defaultAddress', JSON.stringify(body));
  expect((await post({ edition: 'gb', id: 'gid://shopify/MailingAddress/1' })).status()).toBe(401);
  expect((await post({ edition: 'gb' })).status()).toBe(400);
});

test('uk: input the forms cannot catch is told on its field or as what happened, never as a failed service', async ({
  page,
}) => {
  const email = uniqueEmail('refused');
  await customerAt(email);
  await signedInAt(page, 'uk', email);
  const origin = new URL(page.url()).origin;
  const post = (path: string, data: Record<string, unknown>) =>
    page.request.post(path, { headers: { origin }, data, failOnStatusCode: false });
  const errorOf = async (response: Awaited<ReturnType<typeof post>>) =>
    ((await response.json()) as { error: { message: string; field?: string } }).error;
  const address = {
    edition: 'gb',
    firstName: 'Anna',
    lastName: 'Nowak',
    company: '',
    address1: 'High Street 1',
    address2: '',
    zip: 'E1 1AA',
    city: 'Truro',
  };

  // A NUL, on which the shop backend fails, is refused at the edge, on its field.
  const nul = await post('/api/account/personal', { ...address, firstName: 'An\u0000na', phone: '' });
  expect(nul.status()).toBe(400);
  expect(await errorOf(nul)).toEqual({
    code: 'invalid_input',
    message: 'FORM_ERROR_PATTERN',
    field: 'firstName',
  });
  // Markup the backend refuses (CONTAINS_HTML_TAGS) is marked on the field the backend names.
  const markup = await post('/api/account/address', { ...address, city: '<b>Truro</b>' });
  expect(markup.status()).toBe(400);
  expect(await errorOf(markup)).toMatchObject({ message: 'FORM_ERROR_PATTERN', field: 'city' });
  // An address deleted elsewhere (another tab, another device) is said to be gone.
  const missing = 'gid://shopify/MailingAddress/999999999';
  for (const gone of [
    await post('/api/account/address', { ...address, id: missing }),
    await post('/api/account/defaultAddress', { edition: 'gb', id: missing }),
  ]) {
    expect(gone.status()).toBe(404);
    expect(await errorOf(gone)).toMatchObject({ message: 'account.address.gone' });
  }
  // An edition the shop does not have is a bad field (it was a 500 from the rules that need its country).
  const unknown = await post('/api/account/personal', { ...address, edition: 'xx', phone: '' });
  expect(unknown.status()).toBe(400);
  expect(await errorOf(unknown)).toMatchObject({ message: 'FORM_ERROR_PATTERN', field: 'edition' });
});
