import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AccountLoginLink } from './AccountLoginLink';

const meta = {
  title: 'Account/AccountLoginLink',
  component: AccountLoginLink,
  args: { href: '/de/login' },
  decorators: [
    (Story) => (
      <div className="shop-header">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountLoginLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest's account icon in the header: a link to the login. */
export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mein Konto' })).toHaveAttribute('href', '/de/login');
  },
};
