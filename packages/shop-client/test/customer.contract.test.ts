import { describe, expect, it } from 'vitest';
import { clientFor, PASSWORD, sandboxUrl, uniqueEmail, variantsForSale } from './fixtures.js';

// The customer's calls as the storefront's server makes them (its account routes, docs/accounts.md): the token
// stays on the server, in the httpOnly cookie, and each call names it.

interface Mail {
  kind: string;
  data: Record<string, string>;
}

async function outbox(to: string): Promise<Mail[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { emails: Mail[] }).emails;
}

async function signedIn(email: string, password = PASSWORD): Promise<string> {
  const token = await clientFor().customer.createAccessToken({ email, password });
  if (!token.data) throw new Error(`sign-in failed: ${token.error?.message}`);
  return token.data.accessToken;
}

async function signedUp(firstName = 'Anna', lastName = 'Nowak') {
  const email = uniqueEmail();
  const created = await clientFor().customer.create({ email, password: PASSWORD, firstName, lastName });
  if (!created.data) throw new Error(`sign-up failed: ${created.error?.message}`);
  return { email, id: created.data.id, token: await signedIn(email) };
}

describe('sign-up creates the customer, who then signs in', () => {
  it('creates the customer with the name given', async () => {
    const { email, token } = await signedUp('Jan', 'Kowalski');
    const customer = await clientFor().customer.get(token);
    expect(customer.data).toMatchObject({
      firstName: 'Jan',
      lastName: 'Kowalski',
      email,
      defaultAddress: null,
    });
  });

  it('an email already in use is email-taken, with the field for the form', async () => {
    const { email } = await signedUp();
    const again = await clientFor().customer.create({
      email,
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    expect(again.error?.kind).toBe('email-taken');
    expect(again.error?.errors[0]?.field).toEqual(['input', 'email']);
  });
});

describe('sign-in gives an access token and its expiry', () => {
  it('the token reads the customer back', async () => {
    const { email } = await signedUp();
    const token = await clientFor().customer.createAccessToken({ email, password: PASSWORD });
    expect(Date.parse(token.data?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    expect((await clientFor().customer.get(token.data?.accessToken as string)).data?.email).toBe(email);
  });

  it('wrong credentials are invalid-credentials', async () => {
    const { email } = await signedUp();
    const token = await clientFor().customer.createAccessToken({ email, password: 'Wrong-pass1!' });
    expect(token.data).toBeUndefined();
    expect(token.error?.kind).toBe('invalid-credentials');
  });

  it('address calls with a token that is not valid do nothing and return no data', async () => {
    const result = await clientFor().customer.addressCreate('not-a-token', { city: 'Berlin' });
    expect(result.data).toBeUndefined();
    expect(result.error?.kind).toBe('unauthenticated');
    expect((await clientFor().customer.get('not-a-token')).data).toBeUndefined();
  });
});

describe('sign-out deletes the token remotely', () => {
  it('the old token no longer reads the customer', async () => {
    const { token } = await signedUp();
    expect((await clientFor().customer.deleteAccessToken(token)).error).toBeUndefined();
    const stale = await clientFor().customer.get(token);
    expect(stale.data).toBeUndefined();
  });
});

describe('personal data, password and address changes', () => {
  it('customerUpdate changes the name', async () => {
    const { token } = await signedUp();
    const updated = await clientFor().customer.update(token, { firstName: 'Maria', phone: '+48123456789' });
    expect(updated.error).toBeUndefined();
    expect((await clientFor().customer.get(token)).data).toMatchObject({
      firstName: 'Maria',
      phone: '+48123456789',
    });
  });

  it('a phone not in E.164 is rejected with the phone field', async () => {
    const { token } = await signedUp();
    const updated = await clientFor().customer.update(token, { phone: '0123' });
    expect(updated.error?.errors[0]?.field).toContain('phone');
  });

  it('a password change returns a new token; the new password signs in', async () => {
    const { email, token } = await signedUp();
    const changed = await clientFor().customer.update(token, { password: 'Another-pass2!' });
    expect(changed.error).toBeUndefined();
    expect(changed.data?.accessToken?.accessToken).toBeTruthy();
    expect(changed.data?.accessToken?.accessToken).not.toBe(token);
    expect(await signedIn(email, 'Another-pass2!')).toBeTruthy();
    const old = await clientFor().customer.createAccessToken({ email, password: PASSWORD });
    expect(old.error?.kind).toBe('invalid-credentials');
  });

  it('creates and updates addresses; the default address is the customer’s', async () => {
    const { token } = await signedUp();
    const shop = clientFor();
    const created = await shop.customer.addressCreate(token, {
      firstName: 'Anna',
      lastName: 'Nowak',
      address1: 'ul. Długa 1',
      city: 'Kraków',
      zip: '30-001',
      country: 'Poland',
    });
    expect(created.data?.city).toBe('Kraków');
    const id = created.data?.id as string;
    expect((await shop.customer.defaultAddressUpdate(token, id)).error).toBeUndefined();
    const updated = await shop.customer.addressUpdate(token, id, { city: 'Gdańsk' });
    expect(updated.data?.city).toBe('Gdańsk');
    const customer = await shop.customer.get(token);
    expect(customer.data?.defaultAddress?.city).toBe('Gdańsk');
    expect(customer.data?.addresses.map((address) => address.city)).toEqual(['Gdańsk']);
  });
});

describe('reset password: a recover email, then a new password with the reset token', () => {
  it('works end to end through the outbox', async () => {
    const { email } = await signedUp();
    expect((await clientFor().customer.recover(email)).error).toBeUndefined();
    const [mail] = (await outbox(email)).filter((m) => m.kind === 'customer_account_reset');
    expect(mail?.data.resetUrl).toContain('/reset/');
    const reset = await clientFor().customer.reset({
      id: mail?.data.customerId as string,
      resetToken: mail?.data.resetToken as string,
      password: 'Reset-pass3!',
    });
    expect(reset.error).toBeUndefined();
    expect(await signedIn(email, 'Reset-pass3!')).toBeTruthy();
  });

  it('a wrong reset token is an error', async () => {
    const { id } = await signedUp();
    const reset = await clientFor().customer.reset({ id, resetToken: 'nope', password: 'Reset-pass3!' });
    expect(reset.error).toBeDefined();
  });
});

describe('an invited user activates the account by setting a password', () => {
  it('activates by URL, then signs in', async () => {
    const email = uniqueEmail('invited');
    const invitation = await fetch(`${sandboxUrl()}/__sandbox/invitations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, firstName: 'Ida' }),
    });
    const { activationUrl } = (await invitation.json()) as { activationUrl: string };
    const activated = await clientFor().customer.activateByUrl({ activationUrl, password: PASSWORD });
    expect(activated.data?.email).toBe(email);
    expect((await clientFor().customer.get(await signedIn(email))).data?.firstName).toBe('Ida');
  });
});

describe('order history: latest orders by processed date, newest first, with line items', () => {
  it('shows what the customer bought at the sandbox checkout', async () => {
    const { email, token } = await signedUp();
    const [first, second] = await variantsForSale(2);
    for (const variant of [first, second]) {
      const cart = await clientFor().cart.create([{ merchandiseId: variant as string, quantity: 1 }]);
      const form = new URLSearchParams({
        email,
        firstName: 'Anna',
        lastName: 'Nowak',
        address1: 'Hauptstr. 1',
        zip: '10115',
        city: 'Berlin',
        countryCode: 'DE',
      });
      const paid = await fetch(cart.data?.checkoutUrl as string, {
        method: 'POST',
        body: form,
        redirect: 'manual',
      });
      expect(paid.status).toBeLessThan(400);
    }
    const customer = await clientFor().customer.get(token);
    const orders = customer.data?.orders ?? [];
    expect(orders).toHaveLength(2);
    expect(Date.parse(orders[0]?.processedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(orders[1]?.processedAt ?? ''),
    );
    expect(orders[0]?.lineItems[0]?.variant?.id).toBe(second);
    expect(orders[0]?.totalPrice.currency).toBe('EUR');
  });
});

describe('cartBuyerIdentityUpdate carries a signed-in customer to checkout', () => {
  it('files the order under the customer even when checkout is paid with another address', async () => {
    const { token } = await signedUp();
    const [variant] = await variantsForSale(1);
    const cart = await clientFor().cart.create([{ merchandiseId: variant as string, quantity: 1 }]);
    const updated = await clientFor().cart.updateBuyerIdentity(cart.data?.id as string, token);
    expect(updated.error).toBeUndefined();
    const refused = await clientFor().cart.updateBuyerIdentity(cart.data?.id as string, 'not-a-token');
    expect(refused.error?.kind).toBe('invalid-input');
    const paid = await fetch(updated.data?.checkoutUrl as string, {
      method: 'POST',
      body: new URLSearchParams({
        email: uniqueEmail('other'),
        firstName: 'Anna',
        lastName: 'Nowak',
        address1: 'Hauptstr. 1',
        zip: '10115',
        city: 'Berlin',
        countryCode: 'DE',
      }),
      redirect: 'manual',
    });
    expect(paid.status).toBeLessThan(400);
    const customer = await clientFor().customer.get(token);
    expect(customer.data?.orders.map((order) => order.lineItems[0]?.variant?.id)).toEqual([variant]);
  });
});

describe('customerAccessTokenCreateWithMultipass (single sign-on)', () => {
  it('a token the backend cannot verify is invalid-input with its INVALID_MULTIPASS_REQUEST code', async () => {
    const refused = await clientFor().customer.createAccessTokenWithMultipass('bm90LWEtbXVsdGlwYXNzLXRva2Vu');
    expect(refused.data).toBeUndefined();
    expect(refused.error?.kind).toBe('invalid-input');
    expect(refused.error?.errors).toEqual([
      { code: 'INVALID_MULTIPASS_REQUEST', field: null, message: 'Invalid multipass request' },
    ]);
  });

  it('the buyer identity takes the email and country besides the token', async () => {
    const { token, email } = await signedUp();
    const [variant] = await variantsForSale(1);
    const cart = await clientFor().cart.create([{ merchandiseId: variant as string, quantity: 1 }]);
    const updated = await clientFor().cart.updateBuyerIdentity(cart.data?.id as string, token, undefined, {
      email,
      countryCode: 'PL',
    });
    expect(updated.error).toBeUndefined();
    // The country sets the cart's market (prices in złoty); the checkout knows the email.
    expect(updated.data?.total.currency).toBe('PLN');
    const checkout = await (await fetch(updated.data?.checkoutUrl as string)).text();
    expect(checkout).toContain(`value="${email}"`);
  });
});
