// Customer accounts in the browser (issue 14): global, uk, nl and es (de and it sign in at the account service since
// issue 15: sso.spec.ts), English texts asserted exactly.
import { expect, test } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';
import {
  customerAt,
  ENGLISH,
  linkParts,
  PASSWORD,
  sandboxHook,
  signIn,
  tokenCookie,
  uniqueEmail,
} from './accounts';
import { clearFaults, injectFault, payAtCheckout, seedCart, variantsForSale } from './shop';

test.describe('register, the secure cookie, the header menu and logout', () => {
  test('global: register → signed in → account; logout from an account page → login route', async ({
    page,
  }) => {
    const email = uniqueEmail('global');
    await page.goto('/global/login');
    await page.getByRole('tab', { name: 'Login' }).focus();
    await page.keyboard.press('ArrowRight');
    const panel = page.getByRole('tabpanel', { name: 'Registration' });
    await expect(page.getByRole('tab', { name: 'Registration' })).toHaveAttribute('aria-selected', 'true');
    await panel.getByRole('textbox', { name: 'First name' }).fill('Anna');
    await panel.getByRole('textbox', { name: 'Last name' }).fill('Nowak');
    await panel.getByRole('textbox', { name: 'Email address' }).fill(email);
    await panel.getByLabel(/^Password/).fill('short');
    await panel.getByLabel(/^Repeat password/).fill('other');
    await panel.getByRole('button', { name: 'Create account' }).click();
    await expect(panel.getByText('The password must be at least 8 characters long.')).toBeVisible();
    await expect(panel.getByText('The passwords does not match')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Email address' })).toHaveValue(email);
    await panel.getByLabel(/^Password/).fill(PASSWORD);
    await panel.getByLabel(/^Repeat password/).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/global\/order-history\?notice=registered$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Register Customer Successfully' }),
    ).toBeVisible();
    await expect(page.getByText('No order available')).toBeVisible();
    await expect(page.getByRole('main').getByText('Welcome, Anna Nowak')).toBeVisible();

    // The token lives only in an httpOnly, SameSite=Lax cookie expiring with it; page scripts cannot see it.
    const cookie = await tokenCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
    expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(
      cookie?.value ?? '-',
    );

    // The account page is rendered for this customer and never kept in the shared cache.
    const response = await page.request.get('/global/order-history');
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(response.headers()['x-nextjs-cache']).toBeUndefined();

    await page.getByRole('button', { name: 'Open the account menu' }).click();
    await expect(page.getByRole('banner').getByText('Welcome, Anna Nowak')).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/global\/login$/);
    await expect(page.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/global/login');
    expect(await tokenCookie(page)).toBeUndefined();
    // The account is closed to the old session: the page sends the shopper to login.
    await page.goto('/global/personal');
    await expect(page).toHaveURL(/\/global\/login\?returnTo=%2Fglobal%2Fpersonal$/);
  });

  test('uk: a taken address is refused with its message; logout outside the account stays on the page', async ({
    page,
  }) => {
    const email = uniqueEmail('uk');
    await customerAt(email);
    await page.goto('/uk/login');
    await page.getByRole('tab', { name: 'Registration' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Registration' });
    await panel.getByRole('textbox', { name: 'First name' }).fill('Anna');
    await panel.getByRole('textbox', { name: 'Last name' }).fill('Nowak');
    await panel.getByRole('textbox', { name: 'Email address' }).fill(email);
    await panel.getByLabel(/^Password/).fill(PASSWORD);
    await panel.getByLabel(/^Repeat password/).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Create account' }).click();
    await expect(panel.getByText('The email is already in use')).toBeVisible();

    await signIn(page, '/uk/login', email, PASSWORD, ENGLISH);
    await expect(page).toHaveURL(/\/uk\/order-history$/);
    await page.goto('/uk/cart');
    await page.getByRole('button', { name: 'Open the account menu' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await expect(page).toHaveURL(/\/uk\/cart$/);
  });
});

test.describe('wrong password → Incorrect login credentials in the edition language', () => {
  for (const [prefix, labels, text] of [
    ['global', ENGLISH, 'Incorrect login credentials'],
    ['uk', ENGLISH, 'Incorrect login credentials'],
    [
      'nl',
      { tab: 'Inloggen', email: 'E-mailadres', password: /^Wachtwoord/, submit: 'Inloggen' },
      'Onjuiste inloggegevens',
    ],
    [
      'es',
      {
        tab: 'Iniciar sesión',
        email: 'Correo electrónico',
        password: /^Contraseña/,
        submit: 'Iniciar sesión',
      },
      'Datos de acceso incorrectos',
    ],
  ] as const) {
    test(prefix, async ({ page }) => {
      const email = uniqueEmail(prefix);
      await customerAt(email);
      await signIn(page, `/${prefix}/login`, email, 'Wrong-pass1!', labels);
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
      await expect(
        page.getByRole('tabpanel', { name: labels.tab }).getByRole('textbox', { name: labels.email }),
      ).toHaveValue(email);
      expect(await tokenCookie(page)).toBeUndefined();
    });
  }
});

test('nl: sign in → Dutch account with the welcome text, the return path kept same-site', async ({
  page,
}) => {
  const email = uniqueEmail('nl');
  await customerAt(email, 'Eva', 'de Vries');
  await page.goto('/nl/login?returnTo=%2F%2Fevil.example%2F');
  const panel = page.getByRole('tabpanel', { name: 'Inloggen' });
  await panel.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await panel.getByLabel(/^Wachtwoord/).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/nl\/order-history$/);
  await expect(page.getByRole('main').getByText('Welkom, Eva de Vries')).toBeVisible();
});

test('es: forgot password → mail in the sandbox outbox → reset page → signed in → sign in with the new password', async ({
  page,
}) => {
  const email = uniqueEmail('es');
  await customerAt(email);
  await page.goto('/es/login');
  await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restablecer contraseña' });
  await dialog.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await dialog.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('dialog').getByRole('status')).toContainText(
    `Si existe una cuenta asociada a ${email}`,
  );

  let resetUrl = '';
  await expect
    .poll(async () => {
      const mails = (await (
        await fetch(`${SANDBOX_URL}/__sandbox/outbox?to=${encodeURIComponent(email)}`)
      ).json()) as {
        emails: { kind: string; data: { resetUrl?: string } }[];
      };
      resetUrl = mails.emails.find((mail) => mail.kind === 'customer_account_reset')?.data.resetUrl ?? '';
      return resetUrl;
    })
    .not.toBe('');
  const { id, token } = linkParts(resetUrl);
  await page.goto(`/es/reset-password?id=${id}&token=${token}`);
  await page.getByLabel(/^Nueva contraseña( \*)?$/).fill('Nueva-pass2!');
  await page.getByLabel(/^Repetir contraseña/).fill('Nueva-pass2!');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/es\/order-history\?notice=passwordReset$/);

  await page
    .getByRole('navigation', { name: 'Cuenta de cliente' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  await expect(page).toHaveURL(/\/es\/login$/);
  await signIn(page, '/es/login', email, 'Nueva-pass2!', {
    tab: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: /^Contraseña/,
    submit: 'Iniciar sesión',
  });
  await expect(page).toHaveURL(/\/es\/order-history$/);
  // The link was single-use.
  await page.goto(`/es/reset-password?id=${id}&token=${token}`);
  await page.getByLabel(/^Nueva contraseña( \*)?$/).fill('Tercera-pass3!');
  await page.getByLabel(/^Repetir contraseña/).fill('Tercera-pass3!');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Este enlace no es válido o ha caducado' }),
  ).toBeVisible();
});

test.describe('an invited customer', () => {
  test('uk: activates the account by setting a password and is signed in', async ({ page }) => {
    const email = uniqueEmail('invited');
    const invitation = await sandboxHook('invitations', { email, firstName: 'Ian', lastName: 'Invited' });
    const { id, token } = linkParts(invitation.activationUrl as string);
    await page.goto(`/uk/activate-account?id=${id}&token=${token}`);
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel(/^Repeat password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect(page).toHaveURL(/\/uk\/order-history\?notice=activated$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your account has been created.' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText('Welcome, Ian Invited')).toBeVisible();
  });

  test('global: declines the invitation; nobody is signed in', async ({ page }) => {
    const email = uniqueEmail('declined');
    const invitation = await sandboxHook('invitations', { email });
    const { id, token } = linkParts(invitation.activationUrl as string);
    await page.goto(`/global/activate-account?id=${id}&token=${token}`);
    await page.getByRole('button', { name: 'Decline invitation' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'You have declined the invitation. No account has been created.' }),
    ).toBeVisible();
    expect(await tokenCookie(page)).toBeUndefined();
  });
});

test('uk: checkout as a signed-in customer → order in history and detail → fulfilled shows shipped with tracking', async ({
  page,
}) => {
  const email = uniqueEmail('buyer');
  await customerAt(email);
  const [variant] = await variantsForSale(1);
  await seedCart(page, [{ merchandiseId: variant as string, quantity: 1 }], 'GB', 'EN');
  // A guest is asked first; login brings them back to checkout.
  await page.goto('/uk/cart');
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'How would you like to continue?' });
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Continue as guest' })).toHaveAttribute(
    'href',
    /\/checkouts\//,
  );
  await dialog.getByRole('link', { name: 'Log in' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Login' });
  await panel.getByRole('textbox', { name: 'Email address' }).fill(email);
  await panel.getByLabel(/^Password/).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/checkouts\//);

  // Paid with another address: the order is still the customer's, through the cart's buyer identity.
  await payAtCheckout(page, {
    email: uniqueEmail('other'),
    address1: '1 High Street',
    zip: 'N1 1AA',
    city: 'London',
  });
  await expect(page).toHaveURL(/\/orders\//);

  await page.goto('/uk/order-history');
  // The orders as the shopper sees them, found by role: while the streamed part settles, the document can hold a
  // hidden copy of it for a while, which a page-wide text lookup also finds.
  const orders = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('link', { name: /^Order #/ }) });
  const order = orders.getByRole('link', { name: /^Order #\d+$/ });
  await expect(order).toHaveCount(1);
  await expect(orders.getByText('In progress')).toBeVisible();
  await order.click();
  await expect(page).toHaveURL(/\/uk\/order-history\?order=\d+$/);
  const detail = page.getByRole('main').getByRole('article');
  await expect(detail.getByText('1 High Street')).toBeVisible();
  await expect(detail.getByText('In progress')).toBeVisible();
  const number = new URL(page.url()).searchParams.get('order') as string;

  await sandboxHook(`orders/${number}/fulfill`, {
    trackingCompany: 'DHL',
    trackingNumber: 'DHL0042',
    trackingUrl: 'https://tracking.example/DHL0042',
  });
  await page.reload();
  await expect(detail.getByText('Shipped')).toBeVisible();
  await expect(detail.getByText('DHL0042')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Track shipment with DHL' })).toHaveAttribute(
    'href',
    'https://tracking.example/DHL0042',
  );
});

test('uk: an account page streams the customer in: its heading and links at once, a placeholder until the customer comes', async ({
  page,
}) => {
  const email = uniqueEmail('stream');
  await customerAt(email);
  await signIn(page, '/uk/login', email, PASSWORD, ENGLISH);
  await expect(page).toHaveURL(/\/uk\/order-history$/);
  // The shop backend answers the customer query after the page's 4 s budget: the frame and its placeholder stay up
  // that long however busy the machine, then the streamed part says what happened, in the placeholder's place.
  await injectFault({ operation: 'customer', latencyMs: 6000 });
  try {
    await page.goto('/uk/order-history', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Order history' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Personal data' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveText('Loading…');
    await expect(main.getByText(/^Welcome/)).toHaveCount(0);
    await expect(main.getByText('Your account cannot be shown right now.', { exact: false })).toBeVisible({
      timeout: 20_000,
    });
    await expect(main.getByText('Loading…')).toHaveCount(0);
  } finally {
    await clearFaults();
  }
  // With the backend answering, the same page streams the customer's own part in.
  await page.reload();
  await expect(page.getByRole('main').getByText('Welcome, Anna Nowak')).toBeVisible();
  await expect(page.getByRole('main').getByText('No order available')).toBeVisible();
});

test('uk: personal data with a bad phone → the E.164 message, the form keeps the input; a good one is saved', async ({
  page,
}) => {
  const email = uniqueEmail('phone');
  await customerAt(email);
  await signIn(page, '/uk/login', email, PASSWORD, ENGLISH);
  await expect(page).toHaveURL(/\/uk\/order-history$/);
  await page.goto('/uk/personal');
  // The customer-relationship service's record, looked up for the signed-in customer's email (spec §7 getUser).
  const customerNumber = page.getByRole('main').getByText(/^Customer number: C\d{8,}$/);
  await expect(customerNumber).toBeVisible();
  await injectFault({ path: '/crm/en-GB/getUser', status: 500 });
  try {
    // The service failing takes only its line away: the page and its form stay.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    await expect(customerNumber).toHaveCount(0);
  } finally {
    await clearFaults();
  }
  await page.reload();
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await phone.fill('07911 123456');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Phone Number needs to be in format E.164 e.g +447911123456')).toBeVisible();
  await expect(phone).toHaveValue('07911 123456');
  await phone.fill('+447911123456');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Nowak-Smith');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your personal data has been saved.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+447911123456');
  await expect(page.getByRole('main').getByText('Welcome, Anna Nowak-Smith')).toBeVisible();
});

test('uk: change password → saved, still signed in; the new password signs in afterwards', async ({
  page,
}) => {
  const email = uniqueEmail('change');
  await customerAt(email);
  await signIn(page, '/uk/login', email, PASSWORD, ENGLISH);
  await expect(page).toHaveURL(/\/uk\/order-history$/);
  await page.getByRole('main').getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/uk\/change-password$/);
  // The visible form: while the streamed page settles, the document can hold a hidden copy of it for a moment.
  const main = page.getByRole('main');
  const field = (name: RegExp) => main.getByLabel(name).filter({ visible: true });
  await field(/^New password( \*)?$/).fill('nouppercase1!');
  await field(/^Repeat password/).fill('nouppercase1!');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByText('The password must contain at least one uppercase letter.')).toBeVisible();
  await field(/^New password( \*)?$/).fill('Changed-pass9!');
  await field(/^Repeat password/).fill('Changed-pass9!');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your new password has been saved.' }),
  ).toBeVisible();
  // The backend replaced the token; the cookie carries the new one, so the account stays open.
  await page.goto('/uk/personal');
  await expect(page).toHaveURL(/\/uk\/personal$/);
  await page
    .getByRole('navigation', { name: 'Customer account' })
    .getByRole('button', { name: 'Log out' })
    .click();
  await expect(page).toHaveURL(/\/uk\/login$/);
  await signIn(page, '/uk/login', email, 'Changed-pass9!', ENGLISH);
  await expect(page).toHaveURL(/\/uk\/order-history$/);
});

test.describe('a token that is no longer valid is no session', () => {
  test('global: a token past its expiry → signed out, the account page sends to login', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('expired');
    await customerAt(email);
    await signIn(page, '/global/login', email, PASSWORD, ENGLISH);
    await expect(page).toHaveURL(/\/global\/order-history$/);
    const cookie = await tokenCookie(page);
    if (!cookie) throw new Error('no token cookie');
    // The cookie as a client that kept it past the token's expiry would send it.
    const token = cookie.value.slice(cookie.value.indexOf('.') + 1);
    await context.addCookies([{ ...cookie, value: `${Date.now() - 1000}.${token}`, expires: -1 }]);
    await page.goto('/global/order-history');
    await expect(page).toHaveURL(/\/global\/login\?returnTo=/);
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
  });

  test('uk: a token the backend deleted → signed out in the header and the account', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('deleted');
    await customerAt(email);
    await signIn(page, '/uk/login', email, PASSWORD, ENGLISH);
    await expect(page).toHaveURL(/\/uk\/order-history$/);
    const cookie = await tokenCookie(page);
    const token = cookie?.value.slice(cookie.value.indexOf('.') + 1) ?? '';
    await fetch(`${SANDBOX_URL}/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': 'sandbox-storefront-token',
      },
      body: JSON.stringify({
        query:
          'mutation ($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken } }',
        variables: { t: token },
      }),
    });
    const session = page.waitForResponse((response) => response.url().includes('/api/account/session'));
    await page.goto('/uk/cart');
    expect(((await (await session).json()) as { user: unknown }).user).toBeNull();
    await expect(page.getByRole('link', { name: 'My account' })).toBeVisible();
    await page.goto('/uk/address');
    await expect(page).toHaveURL(/\/uk\/login\?returnTo=/);
    expect((await context.cookies()).some((entry) => entry.name === 'access_token')).toBe(false);
  });
});
