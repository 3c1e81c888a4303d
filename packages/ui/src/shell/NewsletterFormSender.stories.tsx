import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NewsletterFormSender } from './NewsletterFormSender';

const meta = {
  title: 'Shell/NewsletterFormSender',
  component: NewsletterFormSender,
  args: { id: 'newsletter', onSubmit: fn(), children: null },
} satisfies Meta<typeof NewsletterFormSender>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeTruthy();
  },
};

export const Submitting: Story = { args: { pending: true } };

export const Failed: Story = { args: { error: 'Die Anmeldung ist fehlgeschlagen.' } };

export const Subscribed: Story = { args: { success: true } };
