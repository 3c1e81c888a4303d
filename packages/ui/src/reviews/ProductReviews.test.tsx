import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ProductReviews, type ReviewData } from './ProductReviews';

const review = (n: number, rating: number, verifiedPurchase = false): ReviewData => ({
  id: String(n),
  rating,
  title: `Review ${n}`,
  comment: `Comment ${n}`,
  author: `Author ${n}`,
  verifiedPurchase,
  createdAt: `2025-03-0${(n % 9) + 1}T10:00:00Z`,
});

const reviews = [
  review(1, 5, true),
  review(2, 4),
  review(3, 5),
  review(4, 1),
  review(5, 5),
  review(6, 5),
  review(7, 4),
];
const histogram = { 1: 1, 2: 0, 3: 0, 4: 2, 5: 4 };

describe('ProductReviews', () => {
  it('shows the average, the count, a histogram row per star and a first page of reviews, newest first', () => {
    renderUi(
      <ProductReviews average={4.3} count={7} histogram={histogram} reviews={reviews} pageSize={5} />,
      'en',
    );
    expect(screen.getByText('4.3 out of 5')).toBeTruthy();
    expect(screen.getByText('Based on 7 reviews')).toBeTruthy();
    expect(screen.getByRole('link', { name: '5 stars: 4 reviews' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 stars: 0 reviews' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Customer reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const newest = within(list).getAllByRole('article')[0] as HTMLElement;
    expect(within(newest).getByRole('heading').textContent).toBe('Review 7');
    cleanup();
    renderUi(
      <ProductReviews average={4.3} count={7} histogram={histogram} reviews={reviews} pageSize={7} />,
      'en',
    );
    const first = screen.getByRole('article', { name: 'Review 1' });
    expect(within(first).getByRole('heading', { name: 'Review 1' })).toBeTruthy();
    expect(within(first).getByText('Comment 1')).toBeTruthy();
    expect(within(first).getByText('Verified purchase')).toBeTruthy();
    expect(within(first).getByRole('img', { name: '5 out of 5' })).toBeTruthy();
  });

  it('filters the list by a histogram bar and pages with show more', async () => {
    const { user } = renderUi(
      <ProductReviews average={4.3} count={7} histogram={histogram} reviews={reviews} pageSize={2} />,
      'en',
    );
    const list = screen.getByRole('list', { name: 'Customer reviews' });
    await user.click(screen.getByRole('link', { name: '4 stars: 2 reviews' }));
    expect(screen.getByText('Showing reviews with 4 stars')).toBeTruthy();
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Review 7', 'Review 2']);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Show all reviews' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('marks a review written in another language with it, title and text, not the byline', () => {
    renderUi(
      <ProductReviews
        average={4}
        count={2}
        histogram={{ 1: 0, 2: 0, 3: 0, 4: 2, 5: 0 }}
        reviews={[
          { ...review(1, 4), title: 'Degelijk', comment: 'Werkt goed', language: 'nl' },
          review(2, 4),
        ]}
      />,
      'en',
    );
    const dutch = screen.getByRole('article', { name: 'Degelijk' });
    expect(within(dutch).getByRole('heading').getAttribute('lang')).toBe('nl');
    expect(within(dutch).getByText('Werkt goed').getAttribute('lang')).toBe('nl');
    expect(within(dutch).getByText('Author 1', { exact: false }).closest('[lang]')).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Review 2' }))
        .getByRole('heading')
        .hasAttribute('lang'),
    ).toBe(false);
  });

  it('invites the first review when there is none', () => {
    renderUi(
      <ProductReviews average={null} count={0} histogram={{ 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }} reviews={[]} />,
      'en',
    );
    expect(screen.getByText('No reviews yet. Be the first to review this product.')).toBeTruthy();
  });
});
