import { beforeAll, describe, expect, it } from 'vitest';
import { data, gql, type Json, resetSandbox, sandboxUrl } from './http';

const ERR = 'customerUserErrors { code field message }';
const CREATE = `mutation($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id email firstName } ${ERR} } }`;
const LOGIN = `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken expiresAt } ${ERR} } }`;
const CUSTOMER = `query($token: String!) { customer(customerAccessToken: $token) {
  id email firstName lastName phone
  defaultAddress { id city }
  addresses(first: 5) { nodes { id firstName lastName company address1 address2 city zip countryCodeV2 } }
  orders(first: 50, sortKey: PROCESSED_AT, reverse: true) { nodes { id name } }
} }`;

let counter = 0;
const email = () => `kunde${Date.now()}${counter++}@example.com`;

async function signUp(password = 'Geheim123!') {
  const address = email();
  const created = await data(CREATE, {
    input: { email: address, password, firstName: 'Erika', lastName: 'Mustermann' },
  });
  expect(created.customerCreate.customerUserErrors).toEqual([]);
  const login = await data(LOGIN, { input: { email: address, password } });
  return {
    email: address,
    password,
    token: login.customerAccessTokenCreate.customerAccessToken.accessToken as string,
  };
}

async function outbox(to: string) {
  const response = await fetch(`${sandboxUrl()}/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  return (
    (await response.json()) as { emails: { kind: string; text: string; data: Record<string, string> }[] }
  ).emails;
}

beforeAll(resetSandbox);

describe('customerCreate creates a customer; an email can be used once', () => {
  it('creates and returns the customer', async () => {
    const address = email();
    const result = await data(CREATE, { input: { email: address, password: 'secret1', firstName: 'Max' } });
    expect(result.customerCreate.customer).toMatchObject({ email: address, firstName: 'Max' });
    expect(result.customerCreate.customer.id).toMatch(/^gid:\/\/shopify\/Customer\/\d+$/);
  });

  it('a taken email is TAKEN on input.email', async () => {
    const { email: address } = await signUp();
    const result = await data(CREATE, { input: { email: address, password: 'another1' } });
    expect(result.customerCreate.customer).toBeNull();
    expect(result.customerCreate.customerUserErrors).toEqual([
      { code: 'TAKEN', field: ['input', 'email'], message: 'Email has already been taken' },
    ]);
  });

  it('Shopify password rule: 5 to 40 characters, no surrounding whitespace', async () => {
    const short = await data(CREATE, { input: { email: email(), password: 'abc' } });
    expect(short.customerCreate.customerUserErrors[0]).toMatchObject({
      code: 'TOO_SHORT',
      field: ['input', 'password'],
    });
    const long = await data(CREATE, { input: { email: email(), password: 'x'.repeat(41) } });
    expect(long.customerCreate.customerUserErrors[0]).toMatchObject({ code: 'TOO_LONG' });
    const spaced = await data(CREATE, { input: { email: email(), password: ' secret1 ' } });
    expect(spaced.customerCreate.customerUserErrors[0]).toMatchObject({
      code: 'PASSWORD_STARTS_OR_ENDS_WITH_WHITESPACE',
    });
  });

  it('an invalid email or phone is INVALID', async () => {
    const result = await data(CREATE, {
      input: { email: 'not-an-email', password: 'secret1', phone: '0171' },
    });
    expect(result.customerCreate.customerUserErrors.map((e: Json) => [e.code, e.field.join('.')])).toEqual([
      ['INVALID', 'input.email'],
      ['INVALID', 'input.phone'],
    ]);
  });
});

describe('customerAccessTokenCreate logs in; wrong credentials are UNIDENTIFIED_CUSTOMER', () => {
  it('returns a token and its expiry', async () => {
    const { token } = await signUp();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
  });

  it('a wrong password is UNIDENTIFIED_CUSTOMER', async () => {
    const { email: address } = await signUp();
    const result = await data(LOGIN, { input: { email: address, password: 'wrong-password' } });
    expect(result.customerAccessTokenCreate).toEqual({
      customerAccessToken: null,
      customerUserErrors: [{ code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' }],
    });
  });

  it('the password is never stored or returned in clear', async () => {
    const { token } = await signUp('Klartext99');
    const { body } = await gql(CUSTOMER, { token });
    expect(JSON.stringify(body)).not.toContain('Klartext99');
  });
});

describe('customer(customerAccessToken) reads the customer; a bad token is no session', () => {
  it('reads the customer with empty addresses and orders', async () => {
    const { token, email: address } = await signUp();
    const result = await data(CUSTOMER, { token });
    expect(result.customer).toMatchObject({
      email: address,
      firstName: 'Erika',
      defaultAddress: null,
      addresses: { nodes: [] },
      orders: { nodes: [] },
    });
  });

  it('an unknown token answers null', async () => {
    expect((await data(CUSTOMER, { token: 'deadbeef' })).customer).toBeNull();
  });
});

describe('customerAccessTokenRenew and customerAccessTokenDelete', () => {
  it('renew keeps the token and extends it; delete ends the session', async () => {
    const { token } = await signUp();
    const renewed = await data(
      `mutation($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken expiresAt } userErrors { message } } }`,
      { t: token },
    );
    expect(renewed.customerAccessTokenRenew.customerAccessToken.accessToken).toBe(token);
    const deleted = await data(
      `mutation($t: String!) { customerAccessTokenDelete(customerAccessToken: $t) { deletedAccessToken userErrors { message } } }`,
      { t: token },
    );
    expect(deleted.customerAccessTokenDelete).toEqual({ deletedAccessToken: token, userErrors: [] });
    expect((await data(CUSTOMER, { token })).customer).toBeNull();
    const again = await data(
      `mutation($t: String!) { customerAccessTokenRenew(customerAccessToken: $t) { customerAccessToken { accessToken } userErrors { message } } }`,
      { t: token },
    );
    expect(again.customerAccessTokenRenew.customerAccessToken).toBeNull();
  });
});

describe('addresses: create, update, delete and the default address', () => {
  it('manages addresses; the first becomes the default', async () => {
    const { token } = await signUp();
    const create = `mutation($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id city countryCodeV2 } ${ERR} } }`;
    const home = await data(create, {
      t: token,
      a: {
        firstName: 'Erika',
        lastName: 'M',
        address1: 'Hauptstr. 1',
        zip: '10115',
        city: 'Berlin',
        country: 'Germany',
      },
    });
    const work = await data(create, {
      t: token,
      a: {
        firstName: 'Erika',
        lastName: 'M',
        address1: 'Via Roma 2',
        address2: '3',
        zip: '00100',
        city: 'Roma',
        country: 'IT',
        company: 'ACME',
      },
    });
    const homeId = home.customerAddressCreate.customerAddress.id;
    const workId = work.customerAddressCreate.customerAddress.id;
    expect(home.customerAddressCreate.customerAddress).toMatchObject({ city: 'Berlin', countryCodeV2: 'DE' });
    let customer = (await data(CUSTOMER, { token })).customer;
    expect(customer.defaultAddress.id).toBe(homeId);
    expect(customer.addresses.nodes[1]).toMatchObject({
      company: 'ACME',
      address2: '3',
      countryCodeV2: 'IT',
    });

    const updated = await data(
      `mutation($t: String!, $id: ID!) { customerAddressUpdate(customerAccessToken: $t, id: $id, address: { city: "Milano" }) { customerAddress { city } ${ERR} } }`,
      { t: token, id: workId },
    );
    expect(updated.customerAddressUpdate.customerAddress.city).toBe('Milano');
    const def = await data(
      `mutation($t: String!, $id: ID!) { customerDefaultAddressUpdate(customerAccessToken: $t, addressId: $id) { customer { defaultAddress { id } } ${ERR} } }`,
      { t: token, id: workId },
    );
    expect(def.customerDefaultAddressUpdate.customer.defaultAddress.id).toBe(workId);
    const deleted = await data(
      `mutation($t: String!, $id: ID!) { customerAddressDelete(customerAccessToken: $t, id: $id) { deletedCustomerAddressId ${ERR} } }`,
      { t: token, id: homeId },
    );
    expect(deleted.customerAddressDelete.deletedCustomerAddressId).toBe(homeId);
    customer = (await data(CUSTOMER, { token })).customer;
    expect(customer.addresses.nodes.map((a: Json) => a.id)).toEqual([workId]);
  });

  it('address calls without a valid token change nothing and say TOKEN_INVALID', async () => {
    const result = await data(
      `mutation { customerAddressCreate(customerAccessToken: "x", address: { city: "Berlin" }) { customerAddress { id } ${ERR} } }`,
    );
    expect(result.customerAddressCreate).toMatchObject({
      customerAddress: null,
      customerUserErrors: [{ code: 'TOKEN_INVALID' }],
    });
  });

  it("another customer's address is NOT_FOUND", async () => {
    const a = await signUp();
    const b = await signUp();
    const created = await data(
      `mutation($t: String!) { customerAddressCreate(customerAccessToken: $t, address: { city: "Wien", country: "AT" }) { customerAddress { id } } }`,
      { t: a.token },
    );
    const result = await data(
      `mutation($t: String!, $id: ID!) { customerAddressDelete(customerAccessToken: $t, id: $id) { deletedCustomerAddressId ${ERR} } }`,
      { t: b.token, id: created.customerAddressCreate.customerAddress.id },
    );
    expect(result.customerAddressDelete.customerUserErrors[0].code).toBe('NOT_FOUND');
  });
});

describe('customerUpdate: a password change returns a new token and ends old sessions', () => {
  it('updates names and phone', async () => {
    const { token } = await signUp();
    const result = await data(
      `mutation($t: String!) { customerUpdate(customerAccessToken: $t, customer: { firstName: "Eva", phone: "+4915112345678" }) { customer { firstName phone } customerAccessToken { accessToken } ${ERR} } }`,
      { t: token },
    );
    expect(result.customerUpdate).toMatchObject({
      customer: { firstName: 'Eva', phone: '+4915112345678' },
      customerAccessToken: null,
    });
  });

  it('a new password gives a new token; the old one no longer works', async () => {
    const { token, email: address } = await signUp();
    const result = await data(
      `mutation($t: String!) { customerUpdate(customerAccessToken: $t, customer: { password: "NeuesPasswort1" }) { customerAccessToken { accessToken } ${ERR} } }`,
      { t: token },
    );
    const fresh = result.customerUpdate.customerAccessToken.accessToken;
    expect(fresh).not.toBe(token);
    expect((await data(CUSTOMER, { token })).customer).toBeNull();
    expect((await data(CUSTOMER, { token: fresh })).customer.email).toBe(address);
    const login = await data(LOGIN, { input: { email: address, password: 'NeuesPasswort1' } });
    expect(login.customerAccessTokenCreate.customerAccessToken).not.toBeNull();
  });
});

describe('customerRecover mails a reset URL; customerReset and customerResetByUrl set a new password', () => {
  it('recover → outbox → resetByUrl → login with the new password', async () => {
    const { email: address } = await signUp();
    const recover = await data(`mutation($e: String!) { customerRecover(email: $e) { ${ERR} } }`, {
      e: address,
    });
    expect(recover.customerRecover.customerUserErrors).toEqual([]);
    const [mail] = await outbox(address);
    expect(mail?.kind).toBe('customer_account_reset');
    const resetUrl = mail?.data.resetUrl as string;
    expect(mail?.text).toContain(resetUrl);
    const reset = await data(
      `mutation($u: URL!) { customerResetByUrl(resetUrl: $u, password: "Zurueck123") { customer { email } customerAccessToken { accessToken } ${ERR} } }`,
      { u: resetUrl },
    );
    expect(reset.customerResetByUrl.customer.email).toBe(address);
    const reused = await data(
      `mutation($u: URL!) { customerResetByUrl(resetUrl: $u, password: "Nochmal123") { customer { email } ${ERR} } }`,
      { u: resetUrl },
    );
    expect(reused.customerResetByUrl.customerUserErrors[0].code).toBe('TOKEN_INVALID');
    const login = await data(LOGIN, { input: { email: address, password: 'Zurueck123' } });
    expect(login.customerAccessTokenCreate.customerAccessToken).not.toBeNull();
  });

  it('customerReset takes the customer id and the reset token', async () => {
    const { email: address } = await signUp();
    await data(`mutation($e: String!) { customerRecover(email: $e) { ${ERR} } }`, { e: address });
    const [mail] = await outbox(address);
    const result = await data(
      `mutation($id: ID!, $input: CustomerResetInput!) { customerReset(id: $id, input: $input) { customer { email } ${ERR} } }`,
      {
        id: mail?.data.customerId,
        input: { resetToken: mail?.data.resetToken, password: 'Anders123' },
      },
    );
    expect(result.customerReset.customer.email).toBe(address);
  });

  it('an unknown email is UNIDENTIFIED_CUSTOMER and nothing is mailed', async () => {
    const address = email();
    const result = await data(`mutation($e: String!) { customerRecover(email: $e) { ${ERR} } }`, {
      e: address,
    });
    expect(result.customerRecover.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
    expect(await outbox(address)).toEqual([]);
  });
});

describe('invited customers activate their account by URL or by id and token', () => {
  it('POST /__sandbox/invitations mails an activation URL; customerActivateByUrl sets the password', async () => {
    const address = email();
    const invite = await fetch(`${sandboxUrl()}/__sandbox/invitations`, {
      method: 'POST',
      body: JSON.stringify({ email: address, firstName: 'Ina' }),
    });
    expect(invite.status).toBe(201);
    const { activationUrl } = (await invite.json()) as { activationUrl: string };
    const [mail] = await outbox(address);
    expect(mail?.kind).toBe('customer_account_activate');
    expect(mail?.data.activationUrl).toBe(activationUrl);
    const login = await data(LOGIN, { input: { email: address, password: 'anything' } });
    expect(login.customerAccessTokenCreate.customerUserErrors[0].code).toBe('UNIDENTIFIED_CUSTOMER');
    const activated = await data(
      `mutation($u: URL!) { customerActivateByUrl(activationUrl: $u, password: "Willkommen1") { customer { firstName } customerAccessToken { accessToken } ${ERR} } }`,
      { u: activationUrl },
    );
    expect(activated.customerActivateByUrl.customer.firstName).toBe('Ina');
    const again = await data(
      `mutation($u: URL!) { customerActivateByUrl(activationUrl: $u, password: "Willkommen1") { customer { firstName } ${ERR} } }`,
      { u: activationUrl },
    );
    expect(again.customerActivateByUrl.customerUserErrors[0].code).toBe('ALREADY_ENABLED');
  });

  it('customerCreate for an invited email is CUSTOMER_DISABLED and mails the activation again', async () => {
    const address = email();
    await fetch(`${sandboxUrl()}/__sandbox/invitations`, {
      method: 'POST',
      body: JSON.stringify({ email: address }),
    });
    const result = await data(CREATE, { input: { email: address, password: 'secret12' } });
    expect(result.customerCreate.customerUserErrors[0].code).toBe('CUSTOMER_DISABLED');
    expect(await outbox(address)).toHaveLength(2);
  });

  it('customerActivate takes the id and the activation token', async () => {
    const address = email();
    await fetch(`${sandboxUrl()}/__sandbox/invitations`, {
      method: 'POST',
      body: JSON.stringify({ email: address }),
    });
    const [mail] = await outbox(address);
    const url = new URL(mail?.data.activationUrl as string);
    const [, , , id, token] = url.pathname.split('/');
    const result = await data(
      `mutation($id: ID!, $input: CustomerActivateInput!) { customerActivate(id: $id, input: $input) { customer { email } ${ERR} } }`,
      {
        id: `gid://shopify/Customer/${id}`,
        input: { activationToken: token, password: 'Aktiviert1' },
      },
    );
    expect(result.customerActivate.customer.email).toBe(address);
  });
});

describe('POST /__sandbox/customers/expire-tokens expires one customer’s tokens now', () => {
  const expire = (body: unknown) =>
    fetch(`${sandboxUrl()}/__sandbox/customers/expire-tokens`, {
      method: 'POST',
      body: JSON.stringify(body),
    });

  it('that customer’s tokens stop working; another customer’s keep working', async () => {
    const mine = await signUp();
    const other = await signUp();
    const answer = await expire({ email: mine.email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ email: mine.email, expired: 1 });
    expect((await data(CUSTOMER, { token: mine.token })).customer).toBeNull();
    expect((await data(CUSTOMER, { token: other.token })).customer.email).toBe(other.email);
  });

  it('an unknown address is 404, a missing one 400', async () => {
    expect((await expire({ email: email() })).status).toBe(404);
    expect((await expire({})).status).toBe(400);
  });
});
