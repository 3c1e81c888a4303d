import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../src/index.js';
import { adapterFor, clientFor, PASSWORD, sandboxUrl, uniqueEmail, variantsForSale } from './fixtures.js';

interface Mail {
  kind: string;
  data: Record<string, string>;
}

async function outbox(to: string): Promise<Mail[]> {
  const response = await fetch(`${sandboxUrl()}/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { emails: Mail[] }).emails;
}

async function signedUp(firstName = 'Anna', lastName = 'Nowak') {
  const email = uniqueEmail();
  const fixture = adapterFor();
  const result = await fixture.adapter.user.signup({ email, password: PASSWORD, firstName, lastName });
  if (!result.data) throw new Error(`signup failed: ${result.error?.message}`);
  return { ...fixture, email, user: result.data };
}

describe('sign-up creates the customer and then logs in automatically', () => {
  it('emits user:signup, then user:login, with the session user', async () => {
    const { user, email, names, seen, storage } = await signedUp('Jan', 'Kowalski');
    expect(names()).toEqual(['user:signup', 'user:login']);
    expect(user).toMatchObject({
      email,
      user: { firstname: 'Jan', lastname: 'Kowalski', email, default_address: null },
    });
    expect(seen[1]?.payload).toEqual(user);
    expect(storage.getCustomerToken()?.accessToken).toBeTruthy();
  });

  it('an email already in use is email-taken, with the field for the form', async () => {
    const { email } = await signedUp();
    const { adapter, names } = adapterFor();
    const again = await adapter.user.signup({ email, password: PASSWORD, firstName: 'A', lastName: 'B' });
    expect(again.error?.kind).toBe('email-taken');
    expect(again.error?.errors[0]?.field).toEqual(['input', 'email']);
    expect(names()).toEqual([]);
  });
});

describe('login stores an access token and its expiry; a token past expiry counts as no session', () => {
  it('logs in and reads the user back', async () => {
    const { email } = await signedUp();
    const { adapter, storage, names } = adapterFor();
    const login = await adapter.user.login({ email, password: PASSWORD });
    expect(login.data?.email).toBe(email);
    expect(Date.parse(storage.getCustomerToken()?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    expect((await adapter.user.getUser()).data?.email).toBe(email);
    expect(names()).toEqual(['user:login']);
  });

  it('wrong credentials are invalid-credentials and store nothing', async () => {
    const { email } = await signedUp();
    const { adapter, storage, names } = adapterFor();
    const login = await adapter.user.login({ email, password: 'Wrong-pass1!' });
    expect(login.error?.kind).toBe('invalid-credentials');
    expect(storage.getCustomerToken()).toBeNull();
    expect(names()).toEqual([]);
  });

  it('an expired token is no session: getUser is null and the token is dropped', async () => {
    const { storage } = await signedUp();
    const later = adapterFor({ storage, now: () => Date.now() + 400 * 24 * 3600 * 1000 });
    expect((await later.adapter.user.getUser()).data).toBeNull();
    expect(storage.getCustomerToken()).toBeNull();
  });

  it('order and address calls without a valid token do nothing and return no data', async () => {
    const { adapter } = adapterFor();
    const result = await adapter.user.addressCreate({ address: { city: 'Berlin' } });
    expect(result.data).toBeUndefined();
    expect(result.error?.kind).toBe('unauthenticated');
    expect((await adapter.user.getCustomer()).data).toBeUndefined();
  });
});

describe('logout deletes the token remotely', () => {
  it('emits user:logout; the old token no longer reads the customer', async () => {
    const { adapter, storage, names } = await signedUp();
    const token = storage.getCustomerToken()?.accessToken as string;
    await adapter.user.logout();
    expect(names().at(-1)).toBe('user:logout');
    expect(storage.getCustomerToken()).toBeNull();
    const stale = await clientFor().customer.get(token);
    expect(stale.data).toBeUndefined();
  });
});

describe('personal data, password and address changes', () => {
  it('customerUpdate changes the name and announces user:update', async () => {
    const { adapter, names } = await signedUp();
    const updated = await adapter.user.update({ firstName: 'Maria', phone: '+48123456789' });
    expect(updated.data?.user.firstname).toBe('Maria');
    expect(names().at(-1)).toBe('user:update');
  });

  it('a phone not in E.164 is rejected with the phone field', async () => {
    const { adapter } = await signedUp();
    const updated = await adapter.user.update({ phone: '0123' });
    expect(updated.error?.errors[0]?.field).toContain('phone');
  });

  it('a password change returns a new token; the new password logs in', async () => {
    const { adapter, email, storage } = await signedUp();
    const before = storage.getCustomerToken()?.accessToken;
    const changed = await adapter.user.updatePassword({ password: 'Another-pass2!' });
    expect(changed.error).toBeUndefined();
    expect(storage.getCustomerToken()?.accessToken).not.toBe(before);
    const { adapter: other } = adapterFor();
    expect((await other.user.login({ email, password: 'Another-pass2!' })).data?.email).toBe(email);
    expect((await other.user.login({ email, password: PASSWORD })).error?.kind).toBe('invalid-credentials');
  });

  it('creates and updates addresses; the default address reaches the session user', async () => {
    const { adapter } = await signedUp();
    const created = await adapter.user.addressCreate({
      address: {
        firstName: 'Anna',
        lastName: 'Nowak',
        address1: 'ul. Długa 1',
        city: 'Kraków',
        zip: '30-001',
        country: 'Poland',
      },
      setDefault: true,
    });
    expect(created.data?.city).toBe('Kraków');
    const updated = await adapter.user.addressUpdate({
      id: created.data?.id as string,
      address: { city: 'Gdańsk' },
    });
    expect(updated.data?.city).toBe('Gdańsk');
    const user = await adapter.user.getUser();
    expect(user.data?.user.default_address?.city).toBe('Gdańsk');
    const customer = await adapter.user.getCustomer();
    expect(customer.data?.addresses.map((address) => address.city)).toEqual(['Gdańsk']);
  });
});

describe('reset password: a recover email, then a new password with the reset token', () => {
  it('works end to end through the outbox', async () => {
    const { email } = await signedUp();
    const { adapter } = adapterFor();
    expect((await adapter.user.forgotPassword({ email })).error).toBeUndefined();
    const [mail] = (await outbox(email)).filter((m) => m.kind === 'customer_account_reset');
    expect(mail?.data.resetUrl).toContain('/reset/');
    const reset = await adapter.user.resetPassword({
      id: mail?.data.customerId as string,
      resetToken: mail?.data.resetToken as string,
      password: 'Reset-pass3!',
    });
    expect(reset.error).toBeUndefined();
    expect((await adapter.user.login({ email, password: 'Reset-pass3!' })).data?.email).toBe(email);
  });

  it('a wrong reset token is an error', async () => {
    const { user } = await signedUp();
    const { adapter } = adapterFor();
    const reset = await adapter.user.resetPassword({
      id: user.user.id,
      resetToken: 'nope',
      password: 'Reset-pass3!',
    });
    expect(reset.error).toBeDefined();
  });
});

describe('an invited user activates the account by setting a password', () => {
  it('activates by URL, then logs in', async () => {
    const email = uniqueEmail('invited');
    const invitation = await fetch(`${sandboxUrl()}/__sandbox/invitations`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, firstName: 'Ida' }),
    });
    const { activationUrl } = (await invitation.json()) as { activationUrl: string };
    const { adapter } = adapterFor();
    const activated = await adapter.user.activate({ activationUrl, password: PASSWORD });
    expect(activated.data?.email).toBe(email);
    expect((await adapter.user.login({ email, password: PASSWORD })).data?.user.firstname).toBe('Ida');
  });
});

describe('order history: latest orders by processed date, newest first, with line items', () => {
  it('shows what the customer bought at the sandbox checkout', async () => {
    const { email, storage } = await signedUp();
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
    const { adapter } = adapterFor({
      storage: createMemoryStorage({ token: storage.getCustomerToken() ?? undefined }),
    });
    const customer = await adapter.user.getCustomer();
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
    const { storage } = await signedUp();
    const token = storage.getCustomerToken()?.accessToken as string;
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

describe('wishlist, review and checkout are not supported by this backend', () => {
  it('returns a clear not-implemented error', async () => {
    const { adapter } = adapterFor();
    for (const result of [
      await adapter.wishlist.getWishlist(),
      await adapter.review.create(),
      await adapter.checkout.getCheckout(),
    ]) {
      expect(result.error?.kind).toBe('not-implemented');
      expect(result.error?.message).toMatch(/not implemented/);
    }
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
    const { storage, email } = await signedUp();
    const [variant] = await variantsForSale(1);
    const cart = await clientFor().cart.create([{ merchandiseId: variant as string, quantity: 1 }]);
    const updated = await clientFor().cart.updateBuyerIdentity(
      cart.data?.id as string,
      storage.getCustomerToken()?.accessToken as string,
      undefined,
      { email, countryCode: 'PL' },
    );
    expect(updated.error).toBeUndefined();
    // The country sets the cart's market (prices in złoty); the checkout knows the email.
    expect(updated.data?.total.currency).toBe('PLN');
    const checkout = await (await fetch(updated.data?.checkoutUrl as string)).text();
    expect(checkout).toContain(`value="${email}"`);
  });
});
