import type { Meta, StoryObj } from '@storybook/react-vite';
import { ORDERS } from '../test/account-fixtures';
import { OrderHistory } from './OrderHistory';

const meta = {
  title: 'Account/OrderHistory',
  component: OrderHistory,
  args: { orders: ORDERS },
} satisfies Meta<typeof OrderHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoOrders: Story = {};
export const NoOrders: Story = { args: { orders: [] } };
