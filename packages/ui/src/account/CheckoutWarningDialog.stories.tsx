import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CheckoutWarningDialog } from './CheckoutWarningDialog';

const meta = {
  title: 'Account/CheckoutWarningDialog',
  component: CheckoutWarningDialog,
  args: {
    open: true,
    onClose: fn(),
    guestHref: '/checkouts/cn/demo',
    loginHref: '/api/account/sso/login?edition=de&returnTo=%2Fde%2Fcart%3Fcheckout%3D1',
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 460 } } },
} satisfies Meta<typeof CheckoutWarningDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The warning with both ways on; login, the recommended one, has the focus. */
export const LoginOrGuest: Story = {
  play: async () => {
    await screen.findByRole('dialog', { name: 'Sie sind nicht angemeldet' });
    const login = screen.getByRole('link', { name: 'Anmelden' });
    await waitFor(() => expect(login).toHaveFocus());
    await expect(login).toHaveAttribute(
      'href',
      '/api/account/sso/login?edition=de&returnTo=%2Fde%2Fcart%3Fcheckout%3D1',
    );
    await expect(screen.getByRole('link', { name: 'Als Gast fortfahren' })).toHaveAttribute(
      'href',
      '/checkouts/cn/demo',
    );
  },
};

/** Escape closes the warning: the shopper stays in the cart. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Sie sind nicht angemeldet' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Tab stays inside the dialog: after the close button it comes back to login. */
export const FocusStaysInside: Story = {
  play: async () => {
    const login = await screen.findByRole('link', { name: 'Anmelden' });
    await waitFor(() => expect(login).toHaveFocus());
    await userEvent.tab();
    await expect(screen.getByRole('link', { name: 'Als Gast fortfahren' })).toHaveFocus();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
    await userEvent.tab();
    await expect(login).toHaveFocus();
  },
};
