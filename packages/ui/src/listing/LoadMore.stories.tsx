import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'Listing/LoadMore',
  component: LoadMore,
  args: { shown: 48, total: 120, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MoreToLoad: Story = {};
export const Loading: Story = { args: { loading: true } };
export const AllShown: Story = { args: { shown: 120 } };
