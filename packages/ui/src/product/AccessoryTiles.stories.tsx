import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { tiles } from '../test/fixtures';
import { StoryAddToCart } from '../test/StoryAddToCart';
import { AccessoryTiles } from './AccessoryTiles';

const [bm54, ft95, bf720, em59] = tiles as [
  (typeof tiles)[0],
  (typeof tiles)[0],
  (typeof tiles)[0],
  (typeof tiles)[0],
];

const meta = {
  title: 'Product/AccessoryTiles',
  component: AccessoryTiles,
  args: {
    accessories: [
      { product: bm54, action: <StoryAddToCart /> },
      { product: ft95, action: <StoryAddToCart /> },
      { product: em59, action: <StoryAddToCart disabled /> },
    ],
    spareParts: [{ product: bf720, action: <StoryAddToCart /> }],
  },
} satisfies Meta<typeof AccessoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tile adds its own product (its button alone turns busy); a sold-out one cannot be added. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: 'In den Warenkorb' });
    await expect(buttons[2]).toBeDisabled();
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(canvas.getByRole('button', { name: /Wird hinzugefügt/ })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'In den Warenkorb' })).toHaveLength(3);
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
