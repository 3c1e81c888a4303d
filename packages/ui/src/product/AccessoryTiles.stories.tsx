import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { tiles } from '../test/fixtures';
import { AccessoryTiles } from './AccessoryTiles';
import { AddToCartButton } from './AddToCartButton';

const [bm54, ft95, bf720, em59] = tiles as [
  (typeof tiles)[0],
  (typeof tiles)[0],
  (typeof tiles)[0],
  (typeof tiles)[0],
];
const onAdd = fn();

const meta = {
  title: 'Product/AccessoryTiles',
  component: AccessoryTiles,
  args: {
    accessories: [
      { product: bm54, action: <AddToCartButton onAdd={onAdd} /> },
      { product: ft95, action: <AddToCartButton onAdd={onAdd} /> },
      { product: em59, action: <AddToCartButton onAdd={onAdd} disabled /> },
    ],
    spareParts: [{ product: bf720, action: <AddToCartButton onAdd={onAdd} /> }],
  },
} satisfies Meta<typeof AccessoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each tile adds its own product; a sold-out one cannot be added. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: 'In den Warenkorb' });
    await userEvent.click(buttons[0] as HTMLElement);
    await expect(onAdd).toHaveBeenCalled();
    await expect(buttons[2]).toBeDisabled();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
