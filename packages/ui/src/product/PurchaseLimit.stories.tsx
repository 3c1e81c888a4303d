import type { Meta, StoryObj } from '@storybook/react-vite';
import { PurchaseLimit } from './PurchaseLimit';

const meta = { title: 'Product/PurchaseLimit', component: PurchaseLimit, args: { limit: 5 } } satisfies Meta<
  typeof PurchaseLimit
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Five: Story = {};
export const One: Story = { args: { limit: 1 } };
