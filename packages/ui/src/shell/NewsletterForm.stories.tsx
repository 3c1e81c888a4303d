import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsletterForm } from './NewsletterForm';

const meta = {
  title: 'Shell/NewsletterForm',
  component: NewsletterForm,
  args: {
    headline: 'Newsletter abonnieren',
    text: '10 % Rabatt auf Ihre nächste Bestellung',
    onSubmit: fn(),
  },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: email and voucher choice go to onSubmit. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'kunde@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'kunde@example.com', createVoucher: true });
  },
};

/** Validation: the message sits under the field and the field is marked invalid. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein!')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein!');
    await userEvent.type(field, 'kunde@');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(field).toHaveAccessibleDescription('Bitte überprüfen Sie Ihre Eingabe!');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitting: spinner, the button waits. */
export const Submitting: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Wird angemeldet …' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Failure: the message, the form stays. */
export const Failure: Story = {
  args: { error: 'Ihre Anmeldung hat leider nicht geklappt. Bitte versuchen Sie es später erneut.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' })).toBeEnabled();
  },
};

/** Success: the thank-you text. */
export const Success: Story = {
  args: { success: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/Vielen Dank/);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
