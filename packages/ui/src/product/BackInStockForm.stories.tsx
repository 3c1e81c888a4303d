import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { BackInStockForm } from './BackInStockForm';

const meta = {
  title: 'Product/BackInStockForm',
  component: BackInStockForm,
  args: { variants: [{ id: 'v-1', label: 'BM 54' }], onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof BackInStockForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without an address: the required message, nothing sent. */
export const EmailRequired: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Benachrichtigen' }));
    await expect(
      canvas.getByText('Bitte geben Sie Ihre E-Mail-Adresse für die Benachrichtigung ein.'),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Subscribing: busy, then the success message. */
export const Subscribed: Story = {
  render: function Render(args) {
    const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
    return (
      <BackInStockForm
        {...args}
        pending={state === 'pending'}
        subscribed={state === 'done'}
        onSubmit={(request) => {
          args.onSubmit(request);
          setState('pending');
          setTimeout(() => setState('done'), 400);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse *'), 'anna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Benachrichtigen' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', variantId: 'v-1' });
    await expect(await canvas.findByRole('status')).toHaveTextContent('Vielen Dank!');
  },
};

export const SeveralSizes: Story = {
  args: {
    variants: [
      { id: 'v-m', label: 'M' },
      { id: 'v-l', label: 'L' },
    ],
  },
};
