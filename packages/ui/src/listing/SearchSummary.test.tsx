import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { SearchSummary } from './SearchSummary';

describe('SearchSummary: the phrase and the product count', () => {
  it('German', () => {
    renderUi(<SearchSummary phrase="Waage" count={1} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Suchergebnisse für „Waage“');
    expect(screen.getByText('1 Artikel gefunden')).toBeTruthy();
  });

  it('Polish plural', () => {
    renderUi(<SearchSummary phrase="waga" count={22} />, 'pl');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Wyniki wyszukiwania dla „waga”');
    expect(screen.getByText('Znaleziono 22 produkty')).toBeTruthy();
  });

  it('without a phrase asks for one, and quotes none', () => {
    renderUi(<SearchSummary phrase="  " count={0} />, 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search');
    expect(screen.getByText('Please enter a search term.')).toBeTruthy();
    expect(screen.queryByText(/Search results for/)).toBeNull();
  });
});
