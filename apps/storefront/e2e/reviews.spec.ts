import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SANDBOX_URL } from '../playwright.config';
import { newClient, testOwnRoute } from './own-route';
import { type ContentLanguage, findProduct, publicPath } from './product-content';

/** The first product of the seeded catalogue (apps/sandbox ID_BASE.product + 1). */
const PRODUCT_ID = '8100000001';
const address = () => `reviewer-${randomUUID()}@example.com`;

testOwnRoute({
  path: '/api/reviews',
  good: () => ({
    edition: 'en',
    productId: PRODUCT_ID,
    rating: 5,
    title: 'Accurate',
    comment: 'Easy to use.',
    email: address(),
  }),
  accepted: 202,
  failure: 'reviews.failure',
  limit: 5,
  invalid: [
    {
      rule: 'a missing title',
      body: { edition: 'en', productId: PRODUCT_ID, rating: 5, comment: 'x', email: address() },
      message: 'validation.review.required',
      field: 'title',
    },
    {
      rule: 'no rating',
      body: { edition: 'en', productId: PRODUCT_ID, title: 't', comment: 'x', email: address() },
      message: 'validation.review.required',
      field: 'rating',
    },
    {
      rule: 'an email that is no address',
      body: { edition: 'en', productId: PRODUCT_ID, rating: 3, title: 't', comment: 'x', email: 'a@' },
      message: 'validation.email.invalid',
      field: 'email',
    },
    {
      rule: 'a product the provider does not know',
      body: { edition: 'en', productId: '1', rating: 3, title: 't', comment: 'x', email: address() },
      message: 'FORM_ERROR_PATTERN',
      field: 'productId',
    },
  ],
});

const ENGLISH = {
  submit: 'Submit review',
  title: 'Title of your review *',
  comment: 'Your review *',
  email: 'Email address *',
  star: '4 stars',
  required: 'This field is required',
  thanks: 'Thank you for your review! We check every review before it is published.',
  basedOn: /Based on (\d+) reviews?/,
};

const EDITIONS: { name: string; language: ContentLanguage; texts: Record<string, string | RegExp> }[] = [
  {
    name: 'global',
    language: 'en',
    texts: ENGLISH,
  },
  {
    name: 'uk',
    language: 'gb',
    texts: ENGLISH,
  },
  {
    name: 'pl',
    language: 'pl',
    texts: {
      submit: 'Wyślij opinię',
      title: 'Tytuł opinii *',
      comment: 'Twoja opinia *',
      email: 'Adres e-mail *',
      star: '4 gwiazdki',
      required: 'To pole jest wymagane',
      thanks: 'Dziękujemy za opinię!',
      basedOn: /Na podstawie (\d+) opini/,
    },
  },
];

for (const edition of EDITIONS) {
  test(`${edition.name}: a review is submitted, thanked for, approved by the provider, then listed and counted`, async ({
    page,
  }) => {
    const product = await findProduct(edition.language, (p) => p.sections.reviews.count > 0);
    await page.goto(publicPath(product.url));
    // The form validates once React has hydrated it: its code is a chunk of the product page's own.
    await page.waitForLoadState('networkidle');
    const section = page.locator('#product-reviews');
    const countOf = async () =>
      Number((await section.getByText(edition.texts.basedOn as RegExp).textContent())?.match(/\d+/)?.[0]);
    const before = await countOf();

    await section.getByRole('button', { name: edition.texts.submit as string }).click();
    await expect(section.getByText(edition.texts.required as string)).toHaveCount(4);

    const email = address();
    const title = `Review ${randomUUID().slice(0, 8)}`;
    await section.getByRole('radio', { name: edition.texts.star as string }).check();
    await section.getByLabel(edition.texts.title as string, { exact: true }).fill(title);
    await section
      .getByLabel(edition.texts.comment as string, { exact: true })
      .fill('Reliable readings, easy to use.');
    await section.getByLabel(edition.texts.email as string, { exact: true }).fill(email);
    await section.getByRole('button', { name: edition.texts.submit as string }).click();
    await expect(section.getByRole('status')).toContainText(edition.texts.thanks as string);

    const queue = (await (await fetch(`${SANDBOX_URL}/__sandbox/reviews?email=${email}`)).json()) as {
      reviews: { id: number; status: string }[];
    };
    expect(queue.reviews).toHaveLength(1);
    expect(queue.reviews[0]?.status).toBe('pending');
    await page.reload();
    await expect(section.getByRole('heading', { name: title })).toHaveCount(0);

    const approved = await fetch(`${SANDBOX_URL}/__sandbox/reviews/${queue.reviews[0]?.id}/approve`, {
      method: 'POST',
    });
    expect(approved.status).toBe(200);
    await expect(async () => {
      await page.reload();
      expect(await countOf()).toBe(before + 1);
    }).toPass({ timeout: 15_000 });
    await section.getByRole('link', { name: /^4 / }).first().click();
    await expect(section.getByRole('heading', { name: title })).toBeVisible();
  });
}

test.describe('without JavaScript the review form is posted by the browser and answered with a page', () => {
  // Each test a client of its own (the test server trusts one proxy's X-Forwarded-For): the route allows 5 posts.
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': newClient() } });
  // The document is enough: without script the browser loads every image at once, which is not what this is about.
  const READY = { waitUntil: 'domcontentloaded' } as const;
  const PAGES = {
    global: {
      ...ENGLISH,
      check: 'Please check your input!',
      heading: 'Write a review',
      back: 'Back to the product',
    },
    pl: {
      ...(EDITIONS.find((edition) => edition.name === 'pl')?.texts as typeof ENGLISH),
      check: 'Sprawdź wprowadzone dane!',
      heading: 'Napisz opinię',
      back: 'Powrót do produktu',
    },
  };

  for (const edition of EDITIONS.filter(({ name }) => name === 'global' || name === 'pl')) {
    const texts = PAGES[edition.name as keyof typeof PAGES];
    test(`${edition.name}: a refusal keeps what was typed, the corrected form is thanked for and queued`, async ({
      page,
    }) => {
      const product = await findProduct(edition.language, (p) => p.sections.reviews.count > 0);
      const productPath = publicPath(product.url);
      await page.goto(productPath, READY);
      const section = page.locator('#product-reviews');
      const email = address();
      const title = `Review ${randomUUID().slice(0, 8)}`;
      // No rating chosen: the route refuses, and says so on its page.
      await section.getByLabel(texts.title, { exact: true }).fill(title);
      await section.getByLabel(texts.comment, { exact: true }).fill('Reliable readings, easy to use.');
      await section.getByLabel(texts.email, { exact: true }).fill(email);
      await section.getByRole('button', { name: texts.submit }).click();
      await expect(page).toHaveURL(/\/api\/reviews$/);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.heading);
      await expect(main.getByRole('alert')).toHaveText(texts.check);
      await expect(main.getByRole('group')).toContainText(texts.required as string);
      await expect(main.getByLabel(texts.title, { exact: true })).toHaveValue(title);
      await expect(main.getByLabel(texts.email, { exact: true })).toHaveValue(email);
      await expect(main.getByRole('link', { name: texts.back })).toBeVisible();

      await main.getByRole('radio', { name: texts.star as string }).check();
      await main.getByRole('button', { name: texts.submit }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText(texts.thanks as string);
      const queue = (await (await fetch(`${SANDBOX_URL}/__sandbox/reviews?email=${email}`)).json()) as {
        reviews: { status: string }[];
      };
      expect(queue.reviews.map((review) => review.status)).toEqual(['pending']);
      await page.getByRole('link', { name: texts.back }).click();
      await expect(page.locator('#product-reviews')).toBeAttached();
      expect(new URL(page.url()).pathname).toBe(productPath);
    });
  }
});
