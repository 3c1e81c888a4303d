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

/** A single-sign-on store: the account site's pages and the default address the account service keeps. */
export const SingleSignOn: Story = {
  args: {
    links: [
      { label: 'account.nav.orderHistory', href: 'https://account.example/account/de-DE/orders?theme=light' },
      { label: 'account.nav.address', href: 'https://account.example/account/de-DE/address?theme=light' },
    ],
    address: ['Anna Nowak', 'Hauptstraße 5', '10115 Berlin'],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kontomenü öffnen' }));
    await expect(canvas.getByText('Standardadresse')).toBeVisible();
    await expect(canvas.getByText('Hauptstraße 5')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Adresse' })).toHaveAttribute(
      'href',
      'https://account.example/account/de-DE/address?theme=light',
    );
    await expect(canvas.queryByRole('link', { name: 'Persönliche Daten' })).toBeNull();
  },
};
