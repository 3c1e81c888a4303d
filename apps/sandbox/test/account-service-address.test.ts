// The account service's address page: a customer edits an address there, with the rules of spec §5; in Italy line 2
// holds the house number and is required (docs/account-service.md).
import { describe, expect, it } from 'vitest';
import { BASE, Browser, CLIENT, codeOf, exchange, SHOP, shopCustomer } from './account-service-browser';
import { data, sandboxUrl } from './http';

async function customerWithAddress(country: string) {
  const customer = await shopCustomer();
  const login = await data(
    `mutation($input: CustomerAccessTokenCreateInput!) { customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } } }`,
    { input: { email: customer.email, password: customer.password } },
  );
  const token = login.customerAccessTokenCreate.customerAccessToken.accessToken;
  await data(
    'mutation ($t: String!, $a: MailingAddressInput!) { customerAddressCreate(customerAccessToken: $t, address: $a) { customerAddress { id } } }',
    {
      t: token,
      a: {
        firstName: 'Giulia',
        lastName: 'Rossi',
        address1: 'Via Roma',
        zip: '00184',
        city: 'Roma',
        country,
      },
    },
  );
  const browser = new Browser(sandboxUrl());
  const code = codeOf(
    await browser.signIn(customer.email, customer.password, { locale: 'it-IT', return_to: `${SHOP}/it/` }),
  );
  const tokens = await exchange(sandboxUrl(), { grant_type: 'authorization_code', code, ...CLIENT });
  return { browser, bearer: { authorization: `Bearer ${tokens.body.access_token}` } };
}

const fieldsOf = (html: string) => ({
  csrf: /name="csrf" value="([^"]+)"/.exec(html)?.[1] as string,
  id: /name="id" value="(\d+)"/.exec(html)?.[1] as string,
});

const ADDRESS = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  company: '',
  address1: 'Via Roma',
  zip: '00184',
  city: 'Roma',
};

describe('editing an address at the service', () => {
  it('Italy: the house number (line 2) is required; saved, the page says so and shows it', async () => {
    const { browser, bearer } = await customerWithAddress('IT');
    const page = await browser.get(`${BASE}/account/it-IT/address`, bearer);
    const html = await page.text();
    expect(html).toContain('<label for="address2">Numero civico</label>');
    expect(html).toMatch(/id="address2" name="address2" type="text" autocomplete="address-line2" required/);
    const fields = fieldsOf(html);
    const missing = await browser.post(
      `${BASE}/account/it-IT/address`,
      { ...fields, ...ADDRESS, address2: '' },
      bearer,
    );
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Inserisci il numero civico.');
    const saved = await browser.post(
      `${BASE}/account/it-IT/address`,
      { ...fields, ...ADDRESS, address2: '12' },
      bearer,
    );
    expect(saved.status).toBe(303);
    const after = await (await browser.get(saved.headers.get('location') as string, bearer)).text();
    expect(after).toContain('Le modifiche al tuo indirizzo sono state salvate.');
    expect(after).toContain('Via Roma<br>12');
  });

  it('elsewhere line 2 is optional; the other fields are required', async () => {
    const { browser, bearer } = await customerWithAddress('DE');
    const html = await (await browser.get(`${BASE}/account/de-DE/address`, bearer)).text();
    expect(html).toContain('<label for="address2">Adresszusatz (optional)</label>');
    const fields = fieldsOf(html);
    const saved = await browser.post(
      `${BASE}/account/de-DE/address`,
      { ...fields, ...ADDRESS, address2: '' },
      bearer,
    );
    expect(saved.status).toBe(303);
    const missing = await browser.post(
      `${BASE}/account/de-DE/address`,
      { ...fields, ...ADDRESS, city: ' ' },
      bearer,
    );
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Bitte geben Sie Ihren Ort ein.');
  });

  it('refuses a post without the form token', async () => {
    const { browser, bearer } = await customerWithAddress('IT');
    const { id } = fieldsOf(await (await browser.get(`${BASE}/account/it-IT/address`, bearer)).text());
    const refused = await browser.post(
      `${BASE}/account/it-IT/address`,
      { id, ...ADDRESS, address2: '1' },
      bearer,
    );
    expect(refused.status).toBe(403);
  });
});
