import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';
import { testOwnRoute } from './own-route';
import { type ContentLanguage, findProduct, publicPath } from './product-content';
import { outbox, waitForMail } from './sandbox-mail';

const address = () => `waiting-${randomUUID()}@example.com`;
const VARIANT = 'gid://shopify/ProductVariant/44100000001';

testOwnRoute({
  path: '/api/back-in-stock',
  good: () => ({ email: address(), variantId: VARIANT, edition: 'gb' }),
  accepted: 201,
  failure: 'backInStock.failure',
  limit: 5,
  invalid: [
    {
      rule: 'a missing email',
      body: { variantId: VARIANT, edition: 'gb' },
      message: 'backInStock.emailRequired',
      field: 'email',
    },
    {
      rule: 'an email that is no address',
      body: { email: 'waiting@', variantId: VARIANT, edition: 'gb' },
      message: 'validation.email.invalid',
      field: 'email',
    },
    {
      rule: 'a variant that is no variant id',
      body: { email: address(), variantId: '44100000001', edition: 'gb' },
      message: 'FORM_ERROR_PATTERN',
      field: 'variantId',
    },
  ],
});

async function setStock(variantId: string, stock: number) {
  const response = await fetch(`${SANDBOX_URL}/__sandbox/variants/${encodeURIComponent(variantId)}/stock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stock }),
  });
  expect(response.status).toBe(200);
}

const ENGLISH = {
  title: 'Notify me when available',
  email: 'Email address *',
  submit: 'Notify me',
  required: 'Please enter your email address for the notification.',
  success: "Thank you! We'll send you an email as soon as the product is available again.",
  subject: 'is available again',
};

const EDITIONS: {
  name: string;
  language: ContentLanguage;
  skip: number;
  texts: { title: string; email: string; submit: string; required: string; success: string; subject: string };
}[] = [
  {
    name: 'global',
    language: 'en',
    skip: 0,
    texts: ENGLISH,
  },
  {
    name: 'uk',
    language: 'gb',
    skip: 1,
    texts: ENGLISH,
  },
  {
    name: 'pl',
    language: 'pl',
    skip: 2,
    texts: {
      title: 'Powiadom mnie o dostępności',
      email: 'Adres e-mail *',
      submit: 'Powiadom mnie',
      required: 'Podaj adres e-mail, na który mamy wysłać powiadomienie.',
      success: 'Dziękujemy!',
      subject: 'jest znowu dostępny',
    },
  },
];

for (const edition of EDITIONS) {
  test(`${edition.name}: subscribe → the shop has stock again → webhook → mail with the product link → request gone`, async ({
    page,
  }) => {
    const product = await findProduct(edition.language, (p) => p.variants.length === 1, edition.skip);
    const variant = product.variants[0]?.id as string;
    await setStock(variant, 0);
    await page.goto(publicPath(product.url));
    const form = page.getByRole('form', { name: edition.texts.title });
    await form.getByRole('button', { name: edition.texts.submit }).click();
    await expect(form.getByText(edition.texts.required)).toBeVisible();

    const email = address();
    await form.getByLabel(edition.texts.email).fill(email);
    await form.getByRole('button', { name: edition.texts.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: edition.texts.success })).toBeVisible();
    expect(await outbox(email)).toHaveLength(0);

    await setStock(variant, 12);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe(`${product.title} ${edition.texts.subject}`);
    expect(mail.text).toContain(`${publicPath(product.url)}`);

    // The request was deleted with the mail: running out and coming back again mails nobody.
    await setStock(variant, 0);
    await setStock(variant, 5);
    await page.waitForTimeout(1500);
    expect(await outbox(email)).toHaveLength(1);
  });
}
