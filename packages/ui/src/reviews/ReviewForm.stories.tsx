import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ReviewForm } from './ReviewForm';

const meta = {
  title: 'Reviews/ReviewForm',
  component: ReviewForm,
  args: { onSubmit: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sending an empty form marks every field 'required' and sends nothing. */
export const Required: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bewertung absenden' }));
    await expect(canvas.getAllByText('Dieses Feld ist ein Pflichtfeld')).toHaveLength(4);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A complete form is sent; the button is busy, then the thank-you replaces the form. */
export const SubmittedThenThanked: Story = {
  render: function Render(args) {
    const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
    return (
      <ReviewForm
        {...args}
        pending={state === 'pending'}
        submitted={state === 'done'}
        onSubmit={(values) => {
          args.onSubmit(values);
          setState('pending');
          setTimeout(() => setState('done'), 400);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '5 Sterne' }));
    await userEvent.type(canvas.getByLabelText('Titel Ihrer Bewertung *'), 'Sehr genau');
    await userEvent.type(canvas.getByLabelText('Ihre Bewertung *'), 'Misst zuverlässig.');
    await userEvent.type(canvas.getByLabelText('E-Mail-Adresse *'), 'anna@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Bewertung absenden' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Vielen Dank für Ihre Bewertung!');
  },
};

/** A failed submission says so and keeps what was typed. */
export const Failed: Story = {
  args: { error: 'reviews.failure' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Ihre Bewertung konnte leider nicht gesendet werden.',
    );
  },
};
