import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Popover } from './Popover';

const meta = {
  title: 'Shell/Popover',
  component: Popover,
  args: {
    trigger: 'Versandinfo',
    children: <p>Versand in 2–3 Werktagen, ab 49 € kostenlos.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'center', minHeight: '12rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click opens and closes it; Escape closes it and returns focus. */
export const Click: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Versandinfo' });
    await userEvent.click(button);
    await expect(canvas.getByText(/Versand in 2–3 Werktagen/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Hover opens it after the delay; leaving closes it. */
export const Hover: Story = {
  args: { hover: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Versandinfo' });
    await userEvent.hover(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.unhover(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  },
};
