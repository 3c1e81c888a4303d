import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountContentSkeleton } from './AccountContentSkeleton';

const meta = {
  title: 'Account/AccountContentSkeleton',
  component: AccountContentSkeleton,
} satisfies Meta<typeof AccountContentSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
