import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { HeaderPromotions } from './HeaderPromotions';

const meta = {
  title: 'Shell/HeaderPromotions',
  component: HeaderPromotions,
  args: {
    items: [
      { text: 'Kostenloser Versand ab 49 €', href: null },
      { text: '30 Tage Rückgaberecht', href: '#versand' },
      { text: '3 Jahre Garantie', href: null },
    ],
  },
} satisfies Meta<typeof HeaderPromotions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rotating; the button pauses and plays again. */
export const Rotating: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Kostenloser Versand ab 49 €')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Angebote anhalten' }));
    await expect(canvas.getByRole('button', { name: 'Angebote abspielen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Angebote abspielen' }));
    await expect(canvas.getByRole('button', { name: 'Angebote anhalten' })).toBeVisible();
  },
};
