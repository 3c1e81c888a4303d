import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { SearchField } from './SearchField';
import type { SearchSuggestions } from './search-suggestions';

describe('SearchField: a search phrase is required before submit', () => {
  it('is a search landmark with a labelled field', () => {
    renderUi(<SearchField action="/search-de" />);
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Suche' }).getAttribute('placeholder')).toBe(
      'Wonach suchen Sie?',
    );
  });

  it('an empty (or blank) phrase does not submit and shows the message', async () => {
    const onSearch = vi.fn();
    const { user } = renderUi(<SearchField action="/search-de" onSearch={onSearch} />);
    const field = screen.getByRole('searchbox', { name: 'Suche' });
    await user.type(field, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie einen Suchbegriff ein.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
  });

  it('lets the browser validate (so an empty field is stopped before hydration) and replaces its bubble once hydrated', () => {
    renderUi(<SearchField action="/search-de" />);
    const form = screen.getByRole('search') as HTMLFormElement;
    const field = screen.getByRole('searchbox', { name: 'Suche' }) as HTMLInputElement;
    expect(form.noValidate).toBe(false);
    expect(field.required).toBe(true);
    // The browser's interactive validation fires `invalid`; cancelling it is what hides the native bubble.
    const invalid = new Event('invalid', { cancelable: true });
    act(() => {
      field.dispatchEvent(invalid);
    });
    expect(invalid.defaultPrevented).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Bitte geben Sie einen Suchbegriff ein.');
    expect(document.activeElement).toBe(field);
  });

  it('a phrase calls onSearch, trimmed, and typing clears the message', async () => {
    const onSearch = vi.fn();
    const { user } = renderUi(<SearchField action="/search-de" onSearch={onSearch} />);
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(screen.getByRole('alert').textContent).not.toBe('');
    await user.type(screen.getByRole('searchbox'), '  Blutdruck ');
    expect(screen.getByRole('alert').textContent).toBe('');
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(onSearch).toHaveBeenCalledWith('Blutdruck');
  });

  it('without onSearch it submits natively to the search route (works without JavaScript)', () => {
    renderUi(<SearchField action="/search-pl" name="q" defaultValue="waga" />, 'pl');
    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/search-pl');
    expect(form.getAttribute('method')).toBe('get');
    expect((screen.getByRole('searchbox', { name: 'Szukaj' }) as HTMLInputElement).name).toBe('q');
  });

  it('shows the Polish message', async () => {
    const { user } = renderUi(<SearchField action="/search-pl" onSearch={() => {}} />, 'pl');
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(screen.getByRole('alert').textContent).toBe('Wpisz wyszukiwane hasło.');
  });
});

const SUGGESTIONS: SearchSuggestions = {
  phrase: 'waage',
  products: [
    {
      id: 'p1',
      title: 'Körperfettwaage BF 70',
      url: '/de/p/bf-70/',
      image: { src: 'https://m.example.com/bf70.jpg', alt: '' },
    },
    { id: 'p2', title: 'Personenwaage PS 25', url: '/de/p/ps-25/', image: null },
  ],
  categories: [{ title: 'Waagen', url: '/de/c/waagen/' }],
};

describe('SearchField: a suggested product that cannot be bought (spec §8)', () => {
  it('says "Currently unavailable" under its title, in the edition’s language, and is still an option', async () => {
    const [first, second] = SUGGESTIONS.products as [
      SearchSuggestions['products'][number],
      SearchSuggestions['products'][number],
    ];
    const suggestions = { ...SUGGESTIONS, products: [first, { ...second, available: false }] };
    const { user } = renderUi(
      <SearchField
        action="/search-global"
        defaultValue="waage"
        onPhraseChange={() => {}}
        suggestions={suggestions}
      />,
      'en',
    );
    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Körperfettwaage BF 70',
      'Personenwaage PS 25Currently unavailable',
      'Waagen',
      'Show all results',
    ]);
  });
});

describe('SearchField: autosuggest as a combobox (spec §9)', () => {
  it('reports the typed phrase and shows the suggestions for it, in groups, with "show all results"', async () => {
    const onPhraseChange = vi.fn();
    const { user, rerender } = renderUi(<SearchField action="/search-de" onPhraseChange={onPhraseChange} />);
    const field = screen.getByRole('combobox', { name: 'Suche' });
    await user.type(field, ' waage ');
    expect(onPhraseChange).toHaveBeenLastCalledWith('waage');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    rerender(<SearchField action="/search-de" onPhraseChange={onPhraseChange} suggestions={SUGGESTIONS} />);
    // The options' code loaded when the field took the focus.
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Körperfettwaage BF 70',
      'Personenwaage PS 25',
      'Waagen',
      'Alle Ergebnisse anzeigen',
    ]);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox');
    expect(field.getAttribute('aria-controls')).toBe(list.id);
    expect(list.textContent).toContain('Produkte');
    expect(list.textContent).toContain('Kategorien');
  });

  it('stays closed until its options can be drawn (their code loads on first need)', async () => {
    // A fresh module graph: the options' code has not been loaded by an earlier test.
    vi.resetModules();
    const { SearchField: FreshSearchField } = await import('./SearchField');
    const { renderUi: freshRender } = await import('../test/render');
    freshRender(
      <FreshSearchField
        action="/search-de"
        defaultValue="waage"
        onPhraseChange={() => {}}
        suggestions={SUGGESTIONS}
      />,
    );
    const field = screen.getByRole('combobox', { name: 'Suche' });
    act(() => field.focus());
    // No empty listbox announced as expanded while the options' code is on its way.
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(await screen.findAllByRole('option')).toHaveLength(4);
    expect(field.getAttribute('aria-expanded')).toBe('true');
  });

  it('tells when the field takes the focus, before anything is typed', async () => {
    const onFocus = vi.fn();
    const { user } = renderUi(
      <SearchField action="/search-de" onPhraseChange={() => {}} onFocus={onFocus} />,
    );
    expect(onFocus).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Suche' }));
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('suggestions of an earlier phrase are not shown for a new one', async () => {
    const { user } = renderUi(
      <SearchField
        action="/search-de"
        onPhraseChange={() => {}}
        suggestions={{ ...SUGGESTIONS, phrase: 'waa' }}
      />,
    );
    await user.type(screen.getByRole('combobox'), 'waage');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('arrow keys move through the options, Enter opens one, Escape closes the list', async () => {
    const onNavigate = vi.fn();
    const { user } = renderUi(
      <SearchField
        action="/search-de"
        onPhraseChange={() => {}}
        suggestions={SUGGESTIONS}
        onNavigate={onNavigate}
      />,
    );
    const field = screen.getByRole('combobox');
    await user.type(field, 'waage');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = (await screen.findAllByRole('option'))[1] as HTMLElement;
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(field);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[3]?.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/de/p/bf-70/');
    await user.type(field, 'x');
    await user.keyboard('{Escape}');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('a click opens a suggestion; "show all results" searches for the phrase', async () => {
    const onNavigate = vi.fn();
    const onSearch = vi.fn();
    const { user } = renderUi(
      <SearchField
        action="/search-de"
        onPhraseChange={() => {}}
        suggestions={SUGGESTIONS}
        onNavigate={onNavigate}
        onSearch={onSearch}
      />,
    );
    await user.type(screen.getByRole('combobox'), 'waage');
    await user.click(await screen.findByRole('option', { name: 'Waagen' }));
    expect(onNavigate).toHaveBeenCalledWith('/de/c/waagen/');
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Alle Ergebnisse anzeigen' }));
    expect(onSearch).toHaveBeenCalledWith('waage');
  });
});
