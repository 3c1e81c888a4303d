import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';
import type { SearchSuggestions } from './search-suggestions';

const meta = {
  title: 'Shell/SearchField',
  component: SearchField,
  args: { action: '/search-de', onSearch: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty phrase does not search: 'Please enter a search term.' and focus back in the field. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('searchbox', { name: 'Suche' });
    await userEvent.click(canvas.getByRole('button', { name: 'Suchen' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Bitte geben Sie einen Suchbegriff ein.');
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '  Blutdruck {Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('');
    await expect(args.onSearch).toHaveBeenCalledWith('Blutdruck');
  },
};

export const WithPhrase: Story = {
  args: { defaultValue: 'Blutdruck' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Suchen' }));
    await expect(args.onSearch).toHaveBeenCalledWith('Blutdruck');
  },
};

const WAAGE: SearchSuggestions = {
  phrase: 'waage',
  products: [
    { id: 'p1', title: 'Körperfettwaage BF 70', url: '/de/p/bf-70/', image: null },
    { id: 'p2', title: 'Personenwaage PS 25', url: '/de/p/ps-25/', image: null },
  ],
  categories: [{ title: 'Waagen', url: '/de/c/waagen/' }],
};

/** Autosuggest: focus the field to see the suggestions for 'waage'; arrows move, Enter opens, Escape closes;
 * 'Show all results' searches for the phrase. */
export const WithSuggestions: Story = {
  args: { defaultValue: 'waage', onPhraseChange: fn(), onNavigate: fn(), suggestions: WAAGE },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Suche' });
    await userEvent.click(field);
    // The options' code loads when the field first takes the focus; the list opens once it is there.
    const options = await canvas.findAllByRole('option');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Körperfettwaage BF 70',
      'Personenwaage PS 25',
      'Waagen',
      'Alle Ergebnisse anzeigen',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(field).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/de/p/ps-25/');
    field.blur();
    await userEvent.click(field);
    await userEvent.click(canvas.getByRole('option', { name: 'Alle Ergebnisse anzeigen' }));
    await expect(args.onSearch).toHaveBeenCalledWith('waage');
    field.blur();
    await userEvent.click(field);
    await expect(canvas.getByRole('listbox')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** A suggested product that cannot be bought now says so under its title (§8: PRODUCT_STATUS_NOT_UNAVAILABLE). */
export const WithAnUnavailableProduct: Story = {
  args: {
    defaultValue: 'waage',
    onPhraseChange: fn(),
    onNavigate: fn(),
    suggestions: {
      ...WAAGE,
      products: [
        WAAGE.products[0] as SearchSuggestions['products'][number],
        { ...(WAAGE.products[1] as SearchSuggestions['products'][number]), available: false },
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Suche' }));
    const options = await canvas.findAllByRole('option');
    await expect(options[0]).toHaveTextContent(/^Körperfettwaage BF 70$/);
    await expect(options[1]).toHaveAccessibleName('Personenwaage PS 25 Derzeit nicht verfügbar');
  },
};

/** As in the header: each typed phrase asks for suggestions; the answer for an older phrase is never shown. */
export const TypingAPhrase: Story = {
  args: { onPhraseChange: fn(), onNavigate: fn(), onFocus: fn() },
  render: function Render(args) {
    const [suggestions, setSuggestions] = useState<SearchSuggestions | null>(null);
    return (
      <SearchField
        {...args}
        suggestions={suggestions}
        onPhraseChange={(phrase) => {
          args.onPhraseChange?.(phrase);
          setSuggestions(phrase.length >= 3 && 'waage'.startsWith(phrase) ? { ...WAAGE, phrase } : null);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('combobox', { name: 'Suche' });
    await userEvent.type(field, 'wa');
    // The focus comes first: the header loads the suggestions' code then.
    await expect(args.onFocus).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('a');
    await expect(args.onPhraseChange).toHaveBeenLastCalledWith('waa');
    await expect(await canvas.findByRole('option', { name: 'Waagen' })).toBeVisible();
    await userEvent.click(canvas.getByRole('option', { name: 'Waagen' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/de/c/waagen/');
  },
};
