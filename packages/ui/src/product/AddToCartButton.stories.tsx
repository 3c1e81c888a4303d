import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AddToCartButton } from './AddToCartButton';

const meta = {
  title: 'Product/AddToCartButton',
  component: AddToCartButton,
  args: { onAdd: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Pending: Story = { args: { pending: true } };
export const Disabled: Story = { args: { disabled: true } };
