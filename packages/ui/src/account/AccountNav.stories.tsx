import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountNav } from './AccountNav';

const meta = {
  title: 'Account/AccountNav',
  component: AccountNav,
  args: {
    fullName: 'Anna Nowak',
    links: [
      { label: 'account.nav.orderHistory', href: '/de/order-history', current: true },
      { label: 'account.nav.personalData', href: '/de/personal' },
      { label: 'account.nav.address', href: '/de/address' },
      { label: 'account.nav.changePassword', href: '/de/change-password' },
    ],
    logout: <button type="button">Abmelden</button>,
  },
} satisfies Meta<typeof AccountNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OrderHistoryPage: Story = {};
/** The account pages stream the customer in: until then the welcome line is a placeholder. */
export const WhileTheCustomerLoads: Story = { args: { fullName: null } };
