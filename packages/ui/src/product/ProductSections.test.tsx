import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ProductSections, ScopeOfDelivery, TechnicalData } from './ProductSections';

describe('ProductSections: overview, technical data, scope of delivery, in the spec order', () => {
  it('renders the given sections as labelled regions in the spec order, whatever the prop order', () => {
    renderUi(
      <ProductSections
        sections={{
          scopeOfDelivery: <ScopeOfDelivery items={['Messgerät', 'Manschette', '4 AA-Batterien']} />,
          overview: <p>Präzise Messung am Oberarm.</p>,
          technicalData: <TechnicalData rows={[{ label: 'Gewicht', value: '250 g' }]} />,
        }}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Übersicht', 'Technische Daten', 'Lieferumfang']);
    const scope = screen.getByRole('region', { name: 'Lieferumfang' });
    expect(within(scope).getAllByRole('listitem')).toHaveLength(3);
    const data = screen.getByRole('region', { name: 'Technische Daten' });
    expect(within(data).getByRole('term').textContent).toBe('Gewicht');
    expect(within(data).getByRole('definition').textContent).toBe('250 g');
  });

  it('links to each section from a named navigation', () => {
    renderUi(<ProductSections sections={{ overview: <p>a</p>, reviews: <p>b</p> }} />, 'pl');
    const nav = screen.getByRole('navigation', { name: 'Informacje o produkcie' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Przegląd', '#product-overview'],
      ['Opinie', '#product-reviews'],
    ]);
    expect(document.getElementById('product-reviews')).toBeTruthy();
  });

  it('renders nothing without sections', () => {
    const { container } = renderUi(<ProductSections sections={{}} />);
    expect(container.innerHTML).toBe('');
  });
});
