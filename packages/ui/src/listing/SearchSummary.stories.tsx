import type { Meta, StoryObj } from '@storybook/react-vite';
import { SearchSummary } from './SearchSummary';

const meta = {
  title: 'Listing/SearchSummary',
  component: SearchSummary,
  args: { phrase: 'Blutdruck', count: 12 },
} satisfies Meta<typeof SearchSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {};
export const OneResult: Story = { args: { count: 1 } };
