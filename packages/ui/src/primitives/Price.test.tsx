import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plain, renderUi } from '../test/render';
import { Price } from './Price';

describe('Price: formatted in the edition currency', () => {
  it('de shows EUR in German format', () => {
    const { container } = renderUi(<Price amount="49.99" />);
    expect(plain(container.textContent)).toBe('49,99 €');
  });

  it('pl shows PLN, gb shows GBP', () => {
    const { container, unmount } = renderUi(<Price amount={199} />, 'pl');
    expect(plain(container.textContent)).toBe('199,00 zł');
    unmount();
    const gb = renderUi(<Price amount={19.5} />, 'gb');
    expect(plain(gb.container.textContent)).toBe('£19.50');
  });
});

describe('Price display rule: non-numeric shows nothing, negative shows 0', () => {
  it('renders nothing for a non-numeric amount', () => {
    const { container } = renderUi(<Price amount="n/a" compareAt="10" />);
    expect(container.innerHTML).toBe('');
  });

  it('renders 0 for a negative amount', () => {
    const { container } = renderUi(<Price amount={-5} />);
    expect(plain(container.textContent)).toBe('0,00 €');
  });
});

describe('Price: strikethrough (compare-at) price', () => {
  it('shows the previous price struck through and names both prices for screen readers', () => {
    const { container } = renderUi(<Price amount="39.99" compareAt="59.99" />);
    const struck = container.querySelector('s');
    expect(plain(struck?.textContent)).toContain('59,99 €');
    expect(plain(screen.getByText(/Bisheriger Preis/).textContent)).toBe('Bisheriger Preis: 59,99 €');
    expect(plain(screen.getByText(/Aktueller Preis/).textContent)).toBe('Aktueller Preis: 39,99 €');
  });

  it('hides a compare-at price that is not above the price', () => {
    const { container } = renderUi(<Price amount="39.99" compareAt="39.99" />);
    expect(container.querySelector('s')).toBeNull();
    expect(plain(container.textContent)).toBe('39,99 €');
  });
});

describe('Price: recommended retail price (UK: was-price and discount label)', () => {
  it('de shows UVP with the long explanation as title', () => {
    renderUi(<Price amount="80" recommendedRetail="100" />);
    const rrp = screen.getByText(/UVP/);
    expect(plain(rrp.textContent)).toBe('UVP 100,00 €');
    expect(rrp.getAttribute('title')).toBe('Unverbindliche Preisempfehlung des Herstellers');
  });

  it('gb shows a was-price and the discount in percent', () => {
    const { container } = renderUi(<Price amount="75" recommendedRetail="100" />, 'gb');
    expect(screen.getByText('Was £100.00')).toBeTruthy();
    expect(screen.getByText('Save 25%')).toBeTruthy();
    expect(container.textContent).not.toContain('RRP');
  });

  it('gb shows one previous price: the strikethrough price as the was-price, before the RRP', () => {
    // A struck price and an RRP-based 'Was' beside it read as two previous prices and a discount that fitted neither.
    const { container } = renderUi(
      <Price amount="35.99" compareAt="47.99" recommendedRetail="44.99" />,
      'gb',
    );
    expect(plain(container.textContent)).toBe('£35.99Was £47.99Save 25%');
    expect(container.querySelector('s')).toBeNull();
  });

  it('pl uses the Polish wording', () => {
    renderUi(<Price amount="80" recommendedRetail="100" />, 'pl');
    expect(plain(screen.getByText(/Sugerowana cena/).textContent)).toBe('Sugerowana cena 100,00 zł');
  });

  it('shows no RRP when it is not above the price', () => {
    const { container } = renderUi(<Price amount="100" recommendedRetail="90" />);
    expect(container.textContent).not.toContain('UVP');
  });
});

describe('Price: from-price for products with variants', () => {
  it('reads "ab …" in German', () => {
    const { container } = renderUi(<Price amount="29" from />);
    expect(plain(container.textContent)).toBe('ab 29,00 €');
  });
});
