import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SAMPLE_FOOTER } from '../test/footer-fixtures';
import { Footer } from './Footer';

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  args: { content: SAMPLE_FOOTER },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every part of the footer snippet; the app puts its newsletter form into the slot (see NewsletterForm). */
export const Complete: Story = {
  args: { newsletter: <h2>Newsletter abonnieren</h2> },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Fußzeile' });
    await expect(within(nav).getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'paypal' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Newsletter abonnieren' })).toBeVisible();
  },
};

/** Icons grow to 56×40 on mobile. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'visa' });
    await expect(icon.getBoundingClientRect().width).toBe(56);
    await expect(icon.getBoundingClientRect().height).toBe(40);
  },
};
