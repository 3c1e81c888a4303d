import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { MinimizedMenu } from './MinimizedMenu';

const meta = {
  title: 'Shell/MinimizedMenu',
  component: MinimizedMenu,
  args: {
    children: (
      <ul className="shop-minimized-header__links">
        <li>
          <a href="/de/service/">Service</a>
        </li>
        <li>
          <a href="/de/kontakt/">Kontakt</a>
        </li>
      </ul>
    ),
  },
  globals: { viewport: { value: 'mobile' } },
} satisfies Meta<typeof MinimizedMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Below 994 px: the toggle opens the list and closes it again. */
export const Toggle: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Informationen' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(canvas.getByRole('link', { name: 'Kontakt' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
