import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import {
  FeatureList,
  ProductSections,
  ScopeOfDelivery,
  TechnicalData,
  TechnicalDataAndFaq,
} from './ProductSections';

describe('ProductSections: the sections in the spec order, each only with content', () => {
  it('renders the given sections as labelled regions in the spec order, whatever the list order', () => {
    renderUi(
      <ProductSections
        sections={[
          {
            id: 'scopeOfDelivery',
            content: <ScopeOfDelivery items={['Messgerät', 'Manschette', '4 AA-Batterien']} />,
          },
          { id: 'overview', content: <p>Präzise Messung am Oberarm.</p> },
          { id: 'bundle', content: null },
          {
            id: 'technicalDataAndFaq',
            content: <TechnicalData rows={[{ label: 'Gewicht', value: '250 g' }]} />,
          },
          { id: 'functions', content: <FeatureList items={['Bluetooth', 'Arrhythmie-Erkennung']} /> },
        ]}
      />,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Übersicht', 'Funktionen', 'Technische Daten und FAQ', 'Lieferumfang']);
    const scope = screen.getByRole('region', { name: 'Lieferumfang' });
    expect(within(scope).getAllByRole('listitem')).toHaveLength(3);
    const data = screen.getByRole('region', { name: 'Technische Daten und FAQ' });
    expect(within(data).getByRole('term').textContent).toBe('Gewicht');
    expect(within(data).getByRole('definition').textContent).toBe('250 g');
    expect(within(screen.getByRole('region', { name: 'Funktionen' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
  });

  it('a section brought by another part of the page slots in at its place with its own title', () => {
    renderUi(
      <ProductSections
        sections={[
          { id: 'faq', content: <p>f</p> },
          { id: 'overview', content: <p>o</p> },
          { id: 'reviews', title: 'Reviews (12)', content: <p>r</p> },
        ]}
      />,
      'gb',
    );
    const nav = screen.getByRole('navigation', { name: 'Product information' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    ).toEqual([
      ['Overview', '#product-overview'],
      ['Reviews (12)', '#product-reviews'],
      ['FAQ', '#product-faq'],
    ]);
    expect(document.getElementById('product-reviews')?.getAttribute('aria-labelledby')).toBe(
      'product-reviews-heading',
    );
  });

  it('links to each section from a named navigation, in Polish', () => {
    renderUi(
      <ProductSections
        sections={[
          { id: 'overview', content: <p>a</p> },
          { id: 'downloads', content: <p>b</p> },
        ]}
      />,
      'pl',
    );
    const nav = screen.getByRole('navigation', { name: 'Informacje o produkcie' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['#product-overview', '#product-downloads']);
  });

  it('one section needs no navigation; none renders nothing', () => {
    renderUi(<ProductSections sections={[{ id: 'overview', content: <p>a</p> }]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    const { container } = renderUi(<ProductSections sections={[{ id: 'faq', content: undefined }]} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('TechnicalDataAndFaq: the data, and the way to the product FAQ page', () => {
  it('links to the product FAQ page when the product has questions', () => {
    renderUi(
      <TechnicalDataAndFaq
        rows={[{ label: 'Weight', value: '250 g' }]}
        faqHref="/frontend/faqSingle/12?question=0&language=gb"
      />,
      'gb',
    );
    expect(screen.getByRole('term').textContent).toBe('Weight');
    expect(
      screen.getByRole('link', { name: 'Questions and answers about this product' }).getAttribute('href'),
    ).toBe('/frontend/faqSingle/12?question=0&language=gb');
  });

  it('without questions, only the data', () => {
    renderUi(<TechnicalDataAndFaq rows={[{ label: 'Gewicht', value: '250 g' }]} faqHref={null} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
