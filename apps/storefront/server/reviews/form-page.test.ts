import { describe, expect, it } from 'vitest';
import { RouteError } from '../http/errors';
import { reviewFormPost } from './form-page';

const posted = (values: Record<string, string>) =>
  new URLSearchParams({ edition: 'de', productId: '42', page: '/de/waage-1.html', ...values });

describe('the review form posted without JavaScript', () => {
  it('its fields are the JSON body the route checks (rating a number, none missing made up)', () => {
    expect(
      reviewFormPost.input(posted({ rating: '4', title: 'Gut', comment: 'Genau.', email: 'a@b.de' })),
    ).toEqual({
      edition: 'de',
      productId: '42',
      rating: 4,
      title: 'Gut',
      comment: 'Genau.',
      email: 'a@b.de',
    });
    expect(reviewFormPost.input(new URLSearchParams())).toEqual({
      edition: null,
      productId: null,
      rating: undefined,
      title: undefined,
      comment: undefined,
      email: undefined,
    });
  });

  it('taken: the thank-you in the edition’s language, and the way back to the product', async () => {
    const page = await reviewFormPost.page({ fields: posted({}), error: null });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<p role="status">Vielen Dank für Ihre Bewertung!');
    expect(html).toContain('<a href="/de/waage-1.html">Zurück zum Produkt</a>');
    expect(html).not.toContain('<form');
  });

  it('refused at a field: the ask to check, the field’s message beside it, and the form with what was typed', async () => {
    const fields = posted({ rating: '3', title: '', comment: 'Misst <genau> & "schnell"', email: 'a@b.de' });
    const error = new RouteError(400, 'invalid_input', {
      message: 'validation.review.required',
      field: 'title',
    });
    const page = await reviewFormPost.page({ fields, error });
    expect(page.status).toBe(400);
    const html = await page.text();
    expect(html).toContain('<p role="alert">Bitte überprüfen Sie Ihre Eingabe!</p>');
    expect(html).toContain('<p id="title-error">Dieses Feld ist ein Pflichtfeld</p>');
    expect(html).toMatch(/<input id="review-title" name="title"[^>]*aria-invalid="true"/);
    expect(html).toContain('<input type="radio" name="rating" value="3" checked>');
    expect(html).toContain('>Misst &lt;genau&gt; &amp; &quot;schnell&quot;</textarea>');
    expect(html).toContain('value="a@b.de"');
    expect(html).toContain('<input type="hidden" name="productId" value="42">');
    expect(html).toContain('<form method="post" action="/api/reviews" novalidate>');
  });

  it('refused at a field: every other field the shopper must mend is marked too, the first in the form focused', async () => {
    const fields = posted({ title: 'Gut', comment: 'Genau.', email: '' });
    const error = new RouteError(400, 'invalid_input', {
      message: 'validation.review.required',
      field: 'rating',
    });
    const html = await (await reviewFormPost.page({ fields, error })).text();
    expect(html).toContain('<p id="rating-error">Dieses Feld ist ein Pflichtfeld</p>');
    expect(html).toContain('<p id="email-error">Dieses Feld ist ein Pflichtfeld</p>');
    expect(html).toMatch(/<input id="review-email" name="email"[^>]*aria-invalid="true"/);
    expect(html).not.toContain('title-error');
    expect(html.match(/autofocus/g)).toHaveLength(1);
    expect(html).toMatch(/name="rating" value="1"[^>]*aria-invalid="true"[^>]*autofocus/);
  });

  it('refused for a reason the shopper cannot fix: why, in words; another site’s page is no way back', async () => {
    const fields = posted({ edition: 'gb', page: '//evil.example/', title: 'Good' });
    const error = new RouteError(429, 'rate_limited');
    const html = await (await reviewFormPost.page({ fields, error })).text();
    expect(html).toContain('<p role="alert">Too many attempts. Please wait a moment and try again.</p>');
    expect(html).toContain('value="Good"');
    expect(html).toMatch(/<a href="\/[^/"][^"]*">Home page<\/a>/);
    expect(html).not.toContain('<a href="//evil');
    expect(html).not.toContain('aria-invalid');
  });
});
