import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { SearchField } from './SearchField';

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
