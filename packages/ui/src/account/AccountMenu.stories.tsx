import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccountMenu } from './AccountMenu';

const meta = {
  title: 'Account/AccountMenu',
  component: AccountMenu,
  args: {
    user: { firstName: 'Anna', lastName: 'Nowak' },
    loginHref: '/de/login',
    links: [
      { label: 'account.nav.orderHistory', href: '/de/order-history' },
      { label: 'account.nav.personalData', href: '/de/personal' },
      { label: 'account.nav.address', href: '/de/address' },
      { label: 'account.nav.changePassword', href: '/de/change-password' },
    ],
    onLogout: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu opens with the welcome text and the links; logout is a button; Escape closes it. */
export const SignedIn: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Kontomenü öffnen' });
    await userEvent.click(button);
    await expect(canvas.getByText('Willkommen, Anna Nowak')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Abmelden' }));
    await expect(args.onLogout).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

export const Guest: Story = { args: { user: null } };
export const LoggingOut: Story = { args: { loggingOut: true } };
