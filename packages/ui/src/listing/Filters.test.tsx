import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { plain, renderServerHtml, renderUi, typeBefore } from '../test/render';
import { Filters } from './Filters';
import { EMPTY_FILTERS, type FilterOptions, type FilterValue } from './filter-value';

const options: FilterOptions = {
  sizes: [
    { value: 's', label: 'S (17–22 cm)', count: 4 },
    { value: 'm', label: 'M (22–36 cm)', count: 12 },
    { value: 'l', label: 'L (32–48 cm)', count: 3 },
  ],
  price: { min: 9.99, max: 199 },
};

function Controlled({
  initial = EMPTY_FILTERS,
  spy,
}: {
  initial?: FilterValue;
  spy: (value: FilterValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <Filters
      value={value}
      options={options}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

describe('Filters: size', () => {
  it('toggles sizes as checkboxes in a labelled group', async () => {
    const spy = vi.fn();
    const { user } = renderUi(<Controlled spy={spy} />);
    expect(screen.getByRole('group', { name: 'Größe' })).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /M \(22–36 cm\)/ }));
    expect(spy).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, sizes: ['m'] });
    await user.click(screen.getByRole('checkbox', { name: /S \(17–22 cm\)/ }));
    expect(spy).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, sizes: ['m', 's'] });
    await user.click(screen.getByRole('checkbox', { name: /M \(22–36 cm\)/ }));
    expect(spy).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, sizes: ['s'] });
  });

  it('works with the keyboard: Tab to a size, Space to check it', async () => {
    const spy = vi.fn();
    const { user } = renderUi(<Controlled spy={spy} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /S \(17–22 cm\)/ }));
    await user.keyboard(' ');
    expect(spy).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, sizes: ['s'] });
  });
});

describe('Filters: price range', () => {
  it('shows the range and applies a typed price on Enter, not on every keystroke', async () => {
    const spy = vi.fn();
    const { user } = renderUi(<Controlled spy={spy} />);
    expect(plain(screen.getByText(/9,99 €/).textContent)).toBe('9,99 € – 199,00 €');
    await user.type(screen.getByRole('textbox', { name: 'Höchstpreis' }), '50');
    expect(spy).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, priceMax: 50 });
  });

  it('applies when the field is left, accepts a decimal comma and swaps a reversed range', async () => {
    const spy = vi.fn();
    const { user } = renderUi(<Controlled spy={spy} initial={{ ...EMPTY_FILTERS, priceMax: 20 }} />);
    await user.type(screen.getByRole('textbox', { name: 'Mindestpreis' }), '30,5');
    await user.tab();
    expect(spy).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, priceMin: 20, priceMax: 30.5 });
  });
});

describe('Filters: in stock and reset', () => {
  it('filters in-stock products only', async () => {
    const spy = vi.fn();
    const { user } = renderUi(<Controlled spy={spy} />);
    await user.click(screen.getByRole('checkbox', { name: 'Nur verfügbare Artikel' }));
    expect(spy).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, inStock: true });
  });

  it('counts active filters and resets them all', async () => {
    const spy = vi.fn();
    const { user } = renderUi(
      <Controlled spy={spy} initial={{ sizes: ['s', 'm'], priceMin: 10, priceMax: null, inStock: true }} />,
    );
    expect(screen.getByText('4 Filter aktiv')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(spy).toHaveBeenLastCalledWith(EMPTY_FILTERS);
    expect(screen.queryByRole('button', { name: 'Filter zurücksetzen' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Mindestpreis' }) as HTMLInputElement).value).toBe('');
  });

  it('speaks Polish in pl', () => {
    renderUi(
      <Filters value={{ ...EMPTY_FILTERS, sizes: ['s', 'm'] }} options={options} onChange={() => {}} />,
      'pl',
    );
    expect(screen.getByText('2 aktywne filtry')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Wyczyść filtry' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Tylko dostępne' })).toBeTruthy();
  });

  it('is a GET form: before hydration Apply filters submits what was chosen, with the sort and phrase kept', async () => {
    const { container, hydrate } = renderServerHtml(
      <Filters
        value={{ sizes: ['m'], priceMin: 10, priceMax: null, inStock: true }}
        options={options}
        onChange={() => {}}
        hiddenFields={[
          ['sort', 'price-asc'],
          ['q', 'waage'],
        ]}
      />,
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(within(container).getByRole('button', { name: 'Filter anwenden' })).toBeTruthy();
    expect([...new FormData(form)]).toEqual([
      ['sort', 'price-asc'],
      ['q', 'waage'],
      ['size', 'm'],
      ['priceMin', '10'],
      ['priceMax', ''],
      ['inStock', '1'],
    ]);

    await hydrate();
    expect(within(container).queryByRole('button', { name: 'Filter anwenden' })).toBeNull();
    container.remove();
  });
});

describe('Filters: what was chosen before hydration counts', () => {
  const check = (container: HTMLElement, name: RegExp | string) => {
    (within(container).getByRole('checkbox', { name }) as HTMLInputElement).checked = true;
  };

  it('sizes, in stock and a price left before hydration apply once hydrated, and stay shown', async () => {
    const spy = vi.fn();
    const { container, hydrate } = renderServerHtml(<Controlled spy={spy} />, 'gb');
    check(container, /^M \(22–36 cm\)/);
    check(container, 'In stock only');
    typeBefore(within(container).getByRole('textbox', { name: 'Maximum price' }), '50');
    await hydrate();
    expect(spy.mock.calls).toEqual([[{ sizes: ['m'], priceMin: null, priceMax: 50, inStock: true }]]);
    expect(within(container).getByText('3 filters active')).toBeTruthy();
    expect((within(container).getByRole('checkbox', { name: /^M / }) as HTMLInputElement).checked).toBe(true);
    expect(
      (within(container).getByRole('textbox', { name: 'Maximum price' }) as HTMLInputElement).value,
    ).toBe('50');
    container.remove();
  });

  it('a price still being typed at hydration is kept and applies when the field is left', async () => {
    const spy = vi.fn();
    const { container, hydrate } = renderServerHtml(<Controlled spy={spy} />, 'gb');
    const min = within(container).getByRole('textbox', { name: 'Minimum price' }) as HTMLInputElement;
    min.focus();
    typeBefore(min, '20');
    await hydrate();
    expect(spy).not.toHaveBeenCalled();
    expect(min.value).toBe('20');
    await act(async () => min.blur());
    expect(spy.mock.calls).toEqual([[{ ...EMPTY_FILTERS, priceMin: 20 }]]);
    container.remove();
  });

  it('with no choice made, hydration changes nothing, a size the listing no longer offers included', async () => {
    const onChange = vi.fn();
    const { container, hydrate } = renderServerHtml(
      <Filters
        value={{ sizes: ['m', 'xxl'], priceMin: 10, priceMax: 99.5, inStock: true }}
        options={options}
        onChange={onChange}
      />,
    );
    await hydrate();
    expect(onChange).not.toHaveBeenCalled();
    container.remove();
  });
});
