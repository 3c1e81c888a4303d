import { describe, expect, it } from 'vitest';
import { data, sandboxUrl } from './http';

const KEY = 'sandbox-crm-key';

async function getUser(cultureCode: string, body: unknown, key = KEY): Promise<Response> {
  return fetch(`${sandboxUrl()}/crm/${cultureCode}/getUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify(body),
  });
}

describe('the customer-relationship wing: POST /crm/{cultureCode}/getUser', () => {
  it("answers a shop customer's record in the edition's culture", async () => {
    const email = `crm${Date.now()}@example.com`;
    await data(
      `mutation($e: String!) { customerCreate(input: { email: $e, password: "Einkauf123", firstName: "Anna", lastName: "Nowak", acceptsMarketing: true }) { customer { id } } }`,
      { e: email },
    );
    const response = await getUser('pl-PL', { email: email.toUpperCase() });
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: Record<string, unknown> };
    expect(user).toMatchObject({
      email,
      firstName: 'Anna',
      lastName: 'Nowak',
      cultureCode: 'pl-PL',
      newsletterOptIn: true,
      accountStatus: 'enabled',
    });
    expect(user.customerNumber).toMatch(/^C\d{8,}$/);
  });

  it('refuses an unknown address (404), a bad body or culture (400) and a wrong key (401)', async () => {
    expect((await getUser('de-DE', { email: 'nobody@example.com' })).status).toBe(404);
    expect((await getUser('de-DE', {})).status).toBe(400);
    expect((await getUser('xx-XX', { email: 'a@example.com' })).status).toBe(400);
    expect((await getUser('de-DE', { email: 'a@example.com' }, 'wrong')).status).toBe(401);
    const get = await fetch(`${sandboxUrl()}/crm/de-DE/getUser`);
    expect(get.status).toBe(405);
  });
});
