import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AddToCartButton } from './AddToCartButton';

const meta = {
  title: 'Product/AddToCartButton',
  component: AddToCartButton,
  args: { onAdd: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'In den Warenkorb' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** While the add is in flight: busy, 'Adding…', and a second click adds nothing. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Wird hinzugefügt …' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'In den Warenkorb' })).toBeDisabled();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
