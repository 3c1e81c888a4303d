import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

const meta = {
  title: 'Account/ForgotPasswordDialog',
  component: ForgotPasswordDialog,
  args: { open: true, onClose: fn(), onSubmit: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof ForgotPasswordDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wrong address is refused in place; a good one is requested. */
export const Request: Story = {
  play: async ({ args }) => {
    const field = await screen.findByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(field, 'anna@');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    await expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
    await userEvent.type(field, 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('anna@example.com');
  },
};

export const Sending: Story = { args: { pending: true, email: 'anna@example.com' } };
export const Sent: Story = { args: { sentTo: 'anna@example.com' } };
