import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { cartLines } from '../test/fixtures';
import { CartLine, CartLineList } from './CartLine';

const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  args: { line: cartLines[0] as (typeof cartLines)[number], onQuantityChange: fn(), onRemove: fn() },
  // A line is a list item: the stories put it in a list.
  render: (args) => (
    <ul style={{ listStyle: 'none', padding: 0, maxWidth: '48rem' }}>
      <CartLine {...args} />
    </ul>
  ),
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Changes and removes this line by its id. */
export const WithSizeAndStrikethrough: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Größe: M (22–36 cm)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menge erhöhen' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith('line-1', 3);
    const remove = canvas.getByRole('button', {
      name: 'Oberarm-Blutdruckmessgerät BM 54 Bluetooth aus dem Warenkorb entfernen',
    });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith('line-1');
  },
};

/** While pending: busy, and neither 'Remove' nor the stepper act. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: /aus dem Warenkorb entfernen/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Menge erhöhen' }));
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
  },
};
export const Compact: Story = { args: { variant: 'compact' } };
export const WithoutImage: Story = { args: { line: cartLines[3] as (typeof cartLines)[number] } };
export const List: Story = {
  render: (args) => (
    <CartLineList
      lines={cartLines}
      pendingLineIds={['line-2']}
      onQuantityChange={args.onQuantityChange}
      onRemove={args.onRemove}
    />
  ),
};
