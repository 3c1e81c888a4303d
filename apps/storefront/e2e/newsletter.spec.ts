import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { newClient, postJson, testOwnRoute } from './own-route';
import { linkIn, outbox, waitForMail } from './sandbox-mail';

const address = () => `shopper-${randomUUID()}@example.com`;

testOwnRoute({
  path: '/api/newsletter/subscribe',
  good: () => ({ email: address(), create_voucher: false, country: 'de' }),
  accepted: 202,
  failure: 'NEWSLETTER_FAILURE',
  limit: 5,
  invalid: [
    {
      rule: 'a missing email',
      body: { create_voucher: false, country: 'de' },
      message: 'NEWSLETTER_EMAIL_REQUIRED_ERROR',
      field: 'email',
    },
    {
      rule: 'an empty email',
      body: { email: '  ', create_voucher: false, country: 'de' },
      message: 'NEWSLETTER_EMAIL_REQUIRED_ERROR',
      field: 'email',
    },
    {
      rule: 'an email that is no address',
      body: { email: 'shopper@', create_voucher: false, country: 'de' },
      message: 'FORM_ERROR_PATTERN',
      field: 'email',
    },
    {
      rule: 'a country no edition has',
      body: { email: address(), create_voucher: false, country: 'xx' },
      message: 'FORM_ERROR_PATTERN',
      field: 'country',
    },
    {
      rule: 'a missing country',
      body: { email: address(), create_voucher: false },
      message: 'FORM_ERROR_REQUIRED',
      field: 'country',
    },
    {
      rule: 'create_voucher that is not true or false',
      body: { email: address(), create_voucher: 'yes', country: 'de' },
      message: 'FORM_ERROR_PATTERN',
      field: 'create_voucher',
    },
  ],
});

test.describe('newsletter double opt-in', () => {
  const subscribe = (request: Parameters<typeof postJson>[0], baseURL: string | undefined, body: object) =>
    postJson(request, baseURL ?? '', '/api/newsletter/subscribe', JSON.stringify(body), {}, newClient());

  test("a confirmation mail in the edition's language; its link confirms; its unsubscribe link forgets", async ({
    request,
    baseURL,
    page,
  }) => {
    const email = address();
    expect((await subscribe(request, baseURL, { email, create_voucher: true, country: 'pl' })).status()).toBe(
      202,
    );
    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Potwierdź subskrypcję newslettera');
    expect(mail.text).toContain(`Potwierdź, że możemy wysyłać go na adres ${email}.`);
    expect(mail.data.html).toContain('Potwierdź subskrypcję</a>');
    const unsubscribeLink = linkIn(mail, '/api/newsletter/unsubscribe');
    expect(mail.data.listUnsubscribe).toBe(`<${unsubscribeLink}>`);

    await page.goto(linkIn(mail, '/api/newsletter/confirm'));
    await expect(page.getByRole('heading', { name: 'Subskrypcja została potwierdzona' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl-PL');
    await page.getByRole('link', { name: 'Przejdź do sklepu' }).click();
    await expect(page).toHaveURL(/\/pl\/$/);

    // Subscribing a confirmed address again is the same answer, and mails nothing.
    const again = await subscribe(request, baseURL, { email, create_voucher: false, country: 'pl' });
    expect(again.status()).toBe(202);
    expect(await again.json()).toEqual({ status: 'accepted' });
    expect(await outbox(email)).toHaveLength(1);

    await page.goto(unsubscribeLink);
    await expect(page.getByRole('heading', { name: 'Wypisano Cię z newslettera' })).toBeVisible();
    // Forgotten: a new subscription starts over with a new confirmation mail.
    expect(
      (await subscribe(request, baseURL, { email, create_voucher: false, country: 'fr' })).status(),
    ).toBe(202);
    expect((await waitForMail(email, 2)).subject).toBe(
      'Veuillez confirmer votre inscription à la newsletter',
    );
  });

  test('no second mail to an unconfirmed address within a day, and the same answer as for a new one', async ({
    request,
    baseURL,
  }) => {
    const email = address();
    const first = await subscribe(request, baseURL, { email, create_voucher: false, country: 'de' });
    await waitForMail(email);
    const second = await subscribe(request, baseURL, {
      email: email.toUpperCase(),
      create_voucher: false,
      country: 'de',
    });
    expect([first.status(), second.status()]).toEqual([202, 202]);
    expect(await second.json()).toEqual(await first.json());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await outbox(email)).toHaveLength(1);
  });

  test('an altered or foreign link opens the invalid-link page in the link’s language', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = address();
    await subscribe(request, baseURL, { email, create_voucher: false, country: 'de' });
    const confirm = new URL(linkIn(await waitForMail(email), '/api/newsletter/confirm'));
    const token = confirm.searchParams.get('token') ?? '';
    confirm.searchParams.set('token', `${token.slice(0, -2)}xx`);
    const response = await page.goto(confirm.toString());
    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'Dieser Link ist nicht mehr gültig' })).toBeVisible();

    // A confirm token is no unsubscribe token.
    const unsubscribe = new URL('/api/newsletter/unsubscribe', confirm);
    unsubscribe.searchParams.set('token', token);
    unsubscribe.searchParams.set('edition', 'de');
    expect((await page.goto(unsubscribe.toString()))?.status()).toBe(400);
  });
});
