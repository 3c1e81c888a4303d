import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { image } from '../test/fixtures';
import { plain, renderUi } from '../test/render';
import { Gallery } from './Gallery';
import { ProductDetail, type ProductDetailProps } from './ProductDetail';

const props: ProductDetailProps = {
  title: 'Oberarm-Blutdruckmessgerät BM 54',
  articleNumber: '655.12',
  gallery: <Gallery images={[image('monitor', 'Vorderseite'), image('cuff', 'Manschette')]} />,
  price: { amount: '69.99', compareAt: '89.99' },
  keyFeatures: ['Bluetooth', 'Arrhythmie-Erkennung'],
  purchase: <button type="button">Kaufbereich</button>,
  facts: { colourCount: 3, sizeType: 'top', recycling: [{ class: 'B', price: '0.50' }] },
  sections: [
    { id: 'scopeOfDelivery', content: <p>Messgerät, Manschette</p> },
    { id: 'overview', content: <p>Übersichtstext</p> },
  ],
};

describe('ProductDetail: title, images, price, key features, purchase, sections', () => {
  it('shows the product as one article with its heading, item number, price and features', () => {
    renderUi(<ProductDetail {...props} />);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: props.title })).toBeTruthy();
    expect(screen.getByText('Art.-Nr. 655.12')).toBeTruthy();
    expect(plain(screen.getByText(/Aktueller Preis/).textContent)).toBe('Aktueller Preis: 69,99 €');
    const features = screen.getByRole('region', { name: 'Die wichtigsten Merkmale' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(props.keyFeatures);
  });

  it('lists colours, size type and the recycling class with its fee under the price', () => {
    renderUi(<ProductDetail {...props} />, 'gb');
    const facts = screen.getByText('3 colours').closest('ul') as HTMLElement;
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => plain(li.textContent)),
    ).toEqual(['3 colours', 'Sizes for tops', 'Recycling class B, recycling fee £0.50']);
  });

  it('places the gallery, the purchase slot and the sections in the spec order', () => {
    renderUi(<ProductDetail {...props} />);
    expect(screen.getByRole('region', { name: 'Produktbilder' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kaufbereich' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Die wichtigsten Merkmale', 'Übersicht', 'Lieferumfang']);
  });

  it('speaks Polish and leaves out what is not given', () => {
    renderUi(
      <ProductDetail {...props} articleNumber={null} keyFeatures={[]} facts={undefined} sections={[]} />,
      'pl',
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByText(/kolor/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Zdjęcia produktu' })).toBeTruthy();
  });
});
