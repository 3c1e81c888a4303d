import type { SortOption } from '@shop/editions';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderServerHtml, renderUi, typeBefore } from '../test/render';
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

  it('is a GET form: before hydration a Sort button submits the choice with the rest of the state', async () => {
    const onChange = vi.fn();
    const { container, hydrate } = renderServerHtml(
      <SortSelect
        value="new"
        onChange={onChange}
        hiddenFields={[
          ['size', 'S'],
          ['q', 'waage'],
        ]}
      />,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.hasAttribute('action')).toBe(false);
    expect(within(container).getByRole('button', { name: 'Sortieren' })).toBeTruthy();
    // happy-dom misreads a select's `selected` option in FormData, so the choice is read from the markup.
    expect([...new FormData(form)].filter(([name]) => name !== 'sort')).toEqual([
      ['size', 'S'],
      ['q', 'waage'],
    ]);
    expect(form.querySelector('select')?.getAttribute('name')).toBe('sort');
    expect(form.querySelector('option[selected]')?.getAttribute('value')).toBe('new');

    await hydrate();
    expect(within(container).queryByRole('button', { name: 'Sortieren' })).toBeNull();
    container.remove();
  });
});

/** A listing's sort with its state, as the app wires it. */
function Sorted({ spy }: { spy: (value: SortOption) => void }) {
  const [sort, setSort] = useState<SortOption>('popularity');
  return (
    <>
      <SortSelect
        value={sort}
        onChange={(next) => {
          spy(next);
          setSort(next);
        }}
      />
      <output>{sort}</output>
    </>
  );
}

describe('SortSelect: a choice made before hydration counts', () => {
  it('picked before hydration, it applies once hydrated, and the select keeps showing it', async () => {
    const spy = vi.fn();
    const { container, hydrate } = renderServerHtml(<Sorted spy={spy} />, 'gb');
    typeBefore(container.querySelector('select'), 'price-asc');
    await hydrate();
    expect(spy.mock.calls).toEqual([['price-asc']]);
    expect(container.querySelector('output')?.textContent).toBe('price-asc');
    const select = within(container).getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Price ascending');
    container.remove();
  });

  it('with no choice made, hydration changes nothing', async () => {
    const onChange = vi.fn();
    const { container, hydrate } = renderServerHtml(<SortSelect value="new" onChange={onChange} />);
    await hydrate();
    expect(onChange).not.toHaveBeenCalled();
    expect((container.querySelector('select') as HTMLSelectElement).value).toBe('new');
    container.remove();
  });
});
