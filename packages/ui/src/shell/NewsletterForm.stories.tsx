import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsletterForm } from './NewsletterForm';
import { type NewsletterFormPartProps, NewsletterFormSender } from './NewsletterFormSender';

const submitted = fn();

/** The client part as the app wires it: a submit is pending until `outcome` settles it (never, when left out). */
function senderSettling(outcome?: 'success' | 'failure') {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per story, at module level
  return function StorySender(part: NewsletterFormPartProps) {
    const [state, setState] = useState<'idle' | 'pending' | 'success' | 'failure'>('idle');
    return (
      <NewsletterFormSender
        {...part}
        onSubmit={(values) => {
          submitted(values);
          setState(outcome ?? 'pending');
        }}
        pending={state === 'pending'}
        error={
          state === 'failure'
            ? 'Ihre Anmeldung hat leider nicht geklappt. Bitte versuchen Sie es später erneut.'
            : null
        }
        success={state === 'success'}
      />
    );
  };
}

const meta = {
  title: 'Shell/NewsletterForm',
  component: NewsletterForm,
  args: {
    headline: 'Newsletter abonnieren',
    text: '10 % Rabatt auf Ihre nächste Bestellung',
    parts: { Sender: NewsletterFormSender },
  },
  beforeEach: () => submitted.mockClear(),
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the server draws it: the headline, text, voucher choice and consent are markup. */
export const AsDrawn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Newsletter abonnieren' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('');
  },
};

/** Idle: email and voucher choice go to the app's submit. */
export const Idle: Story = {
  args: { parts: { Sender: senderSettling('success') } },
  render: (args) => <NewsletterForm {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'kunde@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(submitted).toHaveBeenCalledWith({ email: 'kunde@example.com', createVoucher: true });
  },
};

/** Validation: the message sits under the field and the field is marked invalid. */
export const Invalid: Story = {
  args: { parts: { Sender: senderSettling('success') } },
  render: (args) => <NewsletterForm {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein!')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(field).toHaveFocus();
    await expect(field).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein!');
    await userEvent.type(field, 'kunde@');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(field).toHaveAccessibleDescription('Bitte überprüfen Sie Ihre Eingabe!');
    await expect(submitted).not.toHaveBeenCalled();
  },
};

/** Submitting: spinner, the button waits. */
export const Submitting: Story = {
  args: { parts: { Sender: senderSettling() } },
  render: (args) => <NewsletterForm {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'kunde@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByRole('button', { name: 'Wird angemeldet …' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Failure: the message, the form stays with what was typed. */
export const Failure: Story = {
  args: { parts: { Sender: senderSettling('failure') } },
  render: (args) => <NewsletterForm {...args} />,
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(field, 'kunde@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(field).toBeEnabled();
    await expect(field).toHaveValue('kunde@example.com');
  },
};

/** Success: the thank-you text. */
export const Success: Story = {
  args: { parts: { Sender: senderSettling('success') } },
  render: (args) => <NewsletterForm {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'kunde@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/Vielen Dank/);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
