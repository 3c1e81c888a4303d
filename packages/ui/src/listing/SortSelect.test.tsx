import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { SortSelect } from './SortSelect';

describe('SortSelect: popularity, price ascending, price descending, new hits', () => {
  it('offers the four options in German, labelled', () => {
    renderUi(<SortSelect value="popularity" onChange={() => {}} />);
    const select = screen.getByRole('combobox', { name: 'Sortieren nach' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
      ['popularity', 'Beliebtheit'],
      ['price-asc', 'Preis aufsteigend'],
      ['price-desc', 'Preis absteigend'],
      ['new', 'Neuheiten'],
    ]);
    expect(select.value).toBe('popularity');
  });

  it('calls onChange with the chosen option', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<SortSelect value="popularity" onChange={onChange} />, 'pl');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sortuj według' }), 'Cena malejąco');
    expect(onChange).toHaveBeenCalledWith('price-desc');
  });
});
