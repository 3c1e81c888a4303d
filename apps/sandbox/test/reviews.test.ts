// The reviews provider wing: submissions wait as pending, the moderation hook publishes them, and the published
// reviews reach both the provider's list and the content service's product page.
import { describe, expect, it } from 'vitest';
import { page, rootCategoryUrls } from './content';
import { type Json, post, sandboxUrl } from './http';

const TOKEN = 'sandbox-reviews-token-pl';

async function someProduct(): Promise<{ id: string; url: string }> {
  const [url] = await rootCategoryUrls('pl');
  const listed = (await page(url as string, 'pl', { count: 1 })).data.product.items[0].fields;
  return { id: listed.id, url: listed.url };
}

const submit = (body: unknown, token = TOKEN) =>
  post('/reviews-api/v1/reviews', body, {
    headers: { 'content-type': 'application/json', 'x-api-token': token },
  });

const list = async (productId: string, query = '') => {
  const response = await fetch(`${sandboxUrl()}/reviews-api/v1/products/${productId}/reviews${query}`, {
    headers: { 'x-api-token': TOKEN },
  });
  return { status: response.status, body: (await response.json()) as Json };
};

describe('the reviews provider', () => {
  it('refuses an unknown token and a submission missing its fields', async () => {
    const product = await someProduct();
    expect((await submit({ product_id: product.id }, 'wrong')).status).toBe(401);
    const invalid = await submit({ product_id: product.id, rating: 6, title: '', email: 'nope' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(((await invalid.json()) as Json).errors).sort()).toEqual([
      'body',
      'email',
      'rating',
      'title',
    ]);
    expect(
      (await submit({ product_id: '1', rating: 5, title: 't', body: 'b', email: 'a@b.pl' })).status,
    ).toBe(404);
  });

  it('keeps a submission pending until the moderation hook approves it, then lists and counts it', async () => {
    const product = await someProduct();
    const before = (await list(product.id)).body;
    const email = `reviewer-${Date.now()}@example.com`;
    const created = await submit({
      product_id: product.id,
      rating: 4,
      title: 'Dobra waga',
      body: 'Dokładna i prosta w obsłudze.',
      email,
    });
    expect(created.status).toBe(201);
    const { review } = (await created.json()) as Json;
    expect(review).toMatchObject({
      status: 'pending',
      language: 'pl',
      reviewer: { name: email.split('@')[0] },
    });
    expect((await list(product.id)).body.total).toBe(before.total);

    const queue: Json = await (await fetch(`${sandboxUrl()}/__sandbox/reviews?email=${email}`)).json();
    expect(queue.reviews.map((r: { id: number }) => r.id)).toEqual([review.id]);
    expect((await post(`/__sandbox/reviews/${review.id}/approve`)).status).toBe(200);
    expect((await post(`/__sandbox/reviews/${review.id}/approve`)).status).toBe(404);

    const after = (await list(product.id, '?rating=4&per_page=100')).body;
    expect(after.histogram['4']).toBe(before.histogram['4'] + 1);
    expect(after.reviews.map((r: { title: string }) => r.title)).toContain('Dobra waga');
    const section = (await page(product.url, 'pl')).data.self.sections.reviews;
    expect(section.count).toBe(before.total + 1);
    expect(section.items.map((r: { title: string }) => r.title)).toContain('Dobra waga');
  });
});
