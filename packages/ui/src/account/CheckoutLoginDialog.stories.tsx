import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { CheckoutLoginDialog } from './CheckoutLoginDialog';

const meta = {
  title: 'Account/CheckoutLoginDialog',
  component: CheckoutLoginDialog,
  args: {
    open: true,
    onClose: fn(),
    guestHref: '/checkouts/cn/demo',
    loginHref: '/de/login?returnTo=%2Fde%2Fcart%3Fcheckout%3D1',
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof CheckoutLoginDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both ways on: as a guest to checkout, or to login and back. */
export const GuestOrLogin: Story = {
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Als Gast fortfahren' })).toHaveAttribute(
      'href',
      '/checkouts/cn/demo',
    );
    await expect(screen.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  },
};
