import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProductReviews, type ReviewData } from './ProductReviews';

const review = (n: number, rating: number, title: string, verifiedPurchase = false): ReviewData => ({
  id: String(n),
  rating,
  title,
  comment: 'Einfach zu bedienen und die Werte stimmen mit denen meiner Ärztin überein.',
  author: ['Anna K.', 'Jan W.', 'Sophie L.'][n % 3] as string,
  verifiedPurchase,
  createdAt: `2025-0${(n % 9) + 1}-12T10:00:00Z`,
});

const reviews = [
  review(1, 5, 'Sehr genau', true),
  review(2, 4, 'Gutes Gerät'),
  review(3, 5, 'Top', true),
  review(4, 2, 'Manschette zu klein'),
  review(5, 5, 'Klare Anzeige'),
  review(6, 4, 'Empfehlenswert', true),
];

const meta = {
  title: 'Reviews/ProductReviews',
  component: ProductReviews,
  args: { average: 4.2, count: 6, histogram: { 1: 0, 2: 1, 3: 0, 4: 2, 5: 3 }, reviews, pageSize: 3 },
} satisfies Meta<typeof ProductReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A histogram bar filters the list; 'show all' and 'show more' bring the rest. */
export const FilterAndPage: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Kundenbewertungen' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('link', { name: '2 Sterne: 1 Bewertung' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('link', { name: 'Alle Bewertungen anzeigen' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Weitere Bewertungen anzeigen' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const NoReviews: Story = {
  args: { average: null, count: 0, histogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, reviews: [] },
};
