import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SAMPLE_SMART_MESSAGE } from '../test/smart-message-fixtures';
import { SmartMessage } from './SmartMessage';

const meta = {
  title: 'Shell/SmartMessage',
  component: SmartMessage,
  args: { message: SAMPLE_SMART_MESSAGE },
} satisfies Meta<typeof SmartMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed; a click expands it and shows image, text and the call to action. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Neu: Blutdruck-App' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: 'Jetzt entdecken' })).toBeVisible();
  },
};

/** Open by default, large, at the top; a click collapses it. */
export const OpenAtTop: Story = {
  args: {
    message: {
      ...SAMPLE_SMART_MESSAGE,
      isOpenByDefault: true,
      position: 'top',
      size: 'large',
      colorVar: 'accent',
    },
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Neu: Blutdruck-App' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: 'Jetzt entdecken', hidden: true })).not.toBeVisible();
  },
};
