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

/** Autosuggest: focus the field to see the suggestions for 'waage'; arrows, Enter and Escape work in it. */
export const WithSuggestions: Story = {
  args: {
    defaultValue: 'waage',
    onPhraseChange: fn(),
    onNavigate: fn(),
    suggestions: {
      phrase: 'waage',
      products: [
        { id: 'p1', title: 'Körperfettwaage BF 70', url: '/de/p/bf-70/', image: null },
        { id: 'p2', title: 'Personenwaage PS 25', url: '/de/p/ps-25/', image: null },
      ],
      categories: [{ title: 'Waagen', url: '/de/c/waagen/' }],
    },
  },
};
