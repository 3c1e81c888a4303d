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
/** The search route opened without a phrase (a bookmark, a typed URL): it asks for one. */
export const WithoutAPhrase: Story = { args: { phrase: '', count: 0 } };
