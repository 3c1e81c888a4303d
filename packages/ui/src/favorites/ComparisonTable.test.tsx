import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { comparedProducts } from '../test/fixtures';
import { plain, renderUi } from '../test/render';
import { ComparisonTable } from './ComparisonTable';

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => plain(cell.textContent));

describe('the comparison: products side by side with every technical-data row', () => {
  it('shows each product’s column: image, linked title, price, availability and its action', () => {
    renderUi(
      <ComparisonTable
        products={comparedProducts}
        actions={{ 'p-bm58': <button type="button">In den Warenkorb</button> }}
        removeHrefs={{ 'p-bm58': '/de/vergleich?ids=p-bm54,p-bc28' }}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers).toHaveLength(3);
    expect(
      within(headers[1] as HTMLElement).getByRole('link', { name: 'Oberarm-Blutdruckmessgerät BM 58' }),
    ).toBeTruthy();
    expect(within(headers[1] as HTMLElement).getByRole('button', { name: 'In den Warenkorb' })).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Oberarm-Blutdruckmessgerät BM 58 aus dem Vergleich entfernen' })
        .getAttribute('href'),
    ).toBe('/de/vergleich?ids=p-bm54,p-bc28');
    expect(rowNames()).toEqual(['Preis', 'Verfügbarkeit', 'Modell', 'Gewicht', 'Farbe']);
    expect(screen.getByText('Online nicht verfügbar')).toBeTruthy();
  });

  it('highlight differences marks exactly the rows whose values differ, in their names too', async () => {
    const { user, container } = renderUi(<ComparisonTable products={comparedProducts} />);
    expect(container.querySelectorAll('[data-differs]')).toHaveLength(0);
    await user.click(screen.getByRole('checkbox', { name: 'Unterschiede hervorheben' }));
    const marked = [...container.querySelectorAll('tr[data-differs] th')].map(
      (cell) => cell.firstChild?.textContent,
    );
    expect(marked).toEqual(['Modell', 'Gewicht']);
    expect(screen.getByRole('rowheader', { name: 'Gewicht (unterschiedlich)' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Farbe' })).toBeTruthy();
  });

  it('hide equal rows leaves the rows that differ (Polish)', async () => {
    const { user } = renderUi(<ComparisonTable products={comparedProducts} />, 'pl');
    await user.click(screen.getByRole('checkbox', { name: 'Ukryj jednakowe wiersze' }));
    expect(rowNames()).toEqual(['Cena', 'Dostępność', 'Modell', 'Gewicht']);
  });

  it('scrolls sideways in a named region the keyboard can reach', () => {
    renderUi(<ComparisonTable products={comparedProducts} />);
    expect(screen.getByRole('region', { name: 'Produktvergleich' }).getAttribute('tabindex')).toBe('0');
  });
});
