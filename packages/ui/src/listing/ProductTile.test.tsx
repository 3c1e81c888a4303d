import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tiles } from '../test/fixtures';
import { plain, renderUi } from '../test/render';
import { ProductTile } from './ProductTile';

const [bm54, ft95, bf720, em59, hk125] = tiles as [
  (typeof tiles)[0],
  (typeof tiles)[0],
  (typeof tiles)[0],
  (typeof tiles)[0],
  (typeof tiles)[0],
];

describe('ProductTile', () => {
  it('names the product in a heading that links to its page', () => {
    renderUi(<ProductTile product={bm54} />);
    const heading = screen.getByRole('heading', { level: 3, name: bm54.title });
    expect(heading.querySelector('a')?.getAttribute('href')).toBe('/de/p/bm54/');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows the image in a 1:1 box with its alternative text', () => {
    renderUi(<ProductTile product={bm54} />);
    const img = screen.getByRole('img', { name: 'Blutdruckmessgerät BM 54' });
    // The stylesheet's square box (MediaImage.test.tsx checks it): no ratio of its own in the markup.
    expect(img.parentElement?.className).toBe('shop-media');
    expect(img.parentElement?.getAttribute('style')).toBeNull();
  });

  it('reserves the image box even without an image', () => {
    const { container } = renderUi(<ProductTile product={hk125} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.shop-media')?.getAttribute('style')).toBeNull();
  });

  it('shows price with strikethrough, badges and availability', () => {
    const { container } = renderUi(<ProductTile product={bm54} />);
    expect(plain(container.querySelector('s')?.textContent)).toContain('89,99 €');
    expect(screen.getByText('Neu')).toBeTruthy();
    expect(screen.getByText('Auf Lager')).toBeTruthy();
  });

  it('shows the colour count in Polish plural', () => {
    renderUi(<ProductTile product={bf720} />, 'pl');
    expect(screen.getByText('3 kolory')).toBeTruthy();
  });

  it('marks a sold-out product but keeps it linked', () => {
    const { container } = renderUi(<ProductTile product={em59} />);
    expect(screen.getByText('Ausverkauft')).toBeTruthy();
    expect(container.querySelector('article')?.getAttribute('data-sold-out')).toBe('true');
    expect(screen.getByRole('link', { name: em59.title })).toBeTruthy();
  });

  it('marks a product whose filtered size cannot be ordered; sold out wins over it', () => {
    renderUi(<ProductTile product={{ ...bm54, sizeUnavailable: true }} />, 'gb');
    expect(screen.getByText('Size not available')).toBeTruthy();
    expect(screen.queryByText('In stock')).toBeNull();
    renderUi(<ProductTile product={{ ...em59, sizeUnavailable: true }} />, 'gb');
    expect(screen.getByText('Sold out')).toBeTruthy();
  });

  it('reads RRP in German and takes the heading level', () => {
    renderUi(<ProductTile product={ft95} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.getByText(/UVP/)).toBeTruthy();
  });
});
