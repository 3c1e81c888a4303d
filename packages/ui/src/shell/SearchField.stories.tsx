import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Shell/SearchField',
  component: SearchField,
  args: { action: '/search-de', onSearch: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submit it empty to see 'Please enter a search term.'. */
export const Empty: Story = {};
export const WithPhrase: Story = { args: { defaultValue: 'Blutdruck' } };
