import { expect, test } from '@playwright/test';
import { type ContentLanguage, faqCount, findProduct } from './product-content';

const EDITIONS: {
  name: string;
  prefix: string;
  language: ContentLanguage;
  title: string;
  others: string;
  error: string;
}[] = [
  {
    name: 'global',
    prefix: 'global',
    language: 'en',
    title: 'Questions about',
    others: 'Other questions',
    error: 'Something went wrong',
  },
  {
    name: 'uk',
    prefix: 'uk',
    language: 'gb',
    title: 'Questions about',
    others: 'Other questions',
    error: 'Something went wrong',
  },
  {
    name: 'pl',
    prefix: 'pl',
    language: 'pl',
    title: 'Pytania dotyczące produktu',
    others: 'Pozostałe pytania',
    // The error snippet's heading for a generic error (the translated default is 'Coś poszło nie tak').
    error: 'Wystąpił błąd',
  },
];

const questionsOf = (faq: Parameters<typeof faqCount>[0]) =>
  faq.type === 'list'
    ? faq.items.map((i) => i.question)
    : faq.groups.flatMap((g) => g.items.map((i) => i.question));

for (const edition of EDITIONS) {
  test(`${edition.name}: the product FAQ page shows the selected question, links the others, cuts the meta description`, async ({
    page,
  }) => {
    const product = await findProduct(edition.language, (p) => faqCount(p.sections.faq) >= 2);
    const questions = questionsOf(product.sections.faq);
    const response = await page.goto(`/${edition.prefix}/faq/${product.id}/?question=1`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${edition.title} ${product.title}`);
    await expect(page.getByRole('heading', { level: 2, name: questions[1] })).toBeVisible();
    const others = page.getByRole('navigation', { name: edition.others });
    await expect(others.getByRole('link')).toHaveCount(questions.length - 1);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length).toBeGreaterThan(0);
    expect(description.length).toBeLessThanOrEqual(154);

    const faqPages = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text) as { '@type': string; mainEntity?: { name: string }[] })
      .filter((node) => node['@type'] === 'FAQPage');
    expect(faqPages.map((node) => node.mainEntity?.map((question) => question.name))).toEqual([
      [questions[1]],
    ]);

    await others.getByRole('link', { name: questions[0] }).click();
    await expect(page).toHaveURL(new RegExp(`/${edition.prefix}/faq/${product.id}/\\?question=0$`));
    await expect(page.getByRole('heading', { level: 2, name: questions[0] })).toBeVisible();
  });

  test(`${edition.name}: a product without FAQs is the error page with status 500`, async ({ page }) => {
    const product = await findProduct(edition.language, (p) => faqCount(p.sections.faq) === 0);
    const response = await page.goto(`/${edition.prefix}/faq/${product.id}/`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: edition.error })).toBeVisible();
  });
}

test("global: with ?language=pl the FAQs are Polish, marked so, and the page's links keep the language", async ({
  page,
}) => {
  const product = await findProduct('pl', (p) => faqCount(p.sections.faq) >= 2);
  const questions = questionsOf(product.sections.faq);
  await page.goto(`/global/faq/${product.id}/?question=1&language=pl`);
  // The page's own texts stay English; the questions are the Polish ones, in Polish for screen readers.
  const others = page.getByRole('navigation', { name: 'Other questions' });
  await expect(page.getByRole('heading', { level: 2, name: questions[1] })).toHaveAttribute('lang', 'pl-PL');
  await others.getByRole('link', { name: questions[0] }).click();
  await expect(page).toHaveURL(new RegExp(`/global/faq/${product.id}/\\?question=0&language=pl$`));
  await expect(page.getByRole('heading', { level: 2, name: questions[0] })).toBeVisible();
});
