import type { Meta, StoryObj } from '@storybook/react-vite';
import { SHIPPED_ORDER } from '../test/account-fixtures';
import { OrderDetail } from './OrderDetail';

const meta = {
  title: 'Account/OrderDetail',
  component: OrderDetail,
  args: { order: SHIPPED_ORDER, backHref: '/de/order-history' },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shipped: Story = {};
export const InProgress: Story = {
  args: { order: { ...SHIPPED_ORDER, status: 'inProgress', tracking: [], shipping: 4.95 } },
};
/** On a phone the items stack, each value under its column's name. */
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
