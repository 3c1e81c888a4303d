import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plain, renderUi } from '../test/render';
import { ProductFacts } from './ProductFacts';

const facts = () => screen.getAllByRole('listitem').map((li) => plain(li.textContent));

describe('ProductFacts: colour count, size type, recycling class and fee (spec §3)', () => {
  it('in the UK edition', () => {
    renderUi(
      <ProductFacts colourCount={2} sizeType="pants" recycling={[{ class: 'A', price: 0.5 }]} />,
      'gb',
    );
    expect(facts()).toEqual(['2 colours', 'Sizes for trousers', 'Recycling class A, recycling fee £0.50']);
  });

  it('in Polish, with the fee in złoty', () => {
    renderUi(<ProductFacts sizeType="top" recycling={[{ class: 'B', price: 2 }]} />, 'pl');
    expect(facts()).toEqual(['Rozmiary górnej odzieży', 'Klasa recyklingu B, opłata recyklingowa 2,00 zł']);
  });

  it('a recycling class without fee, one colour: only the class', () => {
    renderUi(<ProductFacts colourCount={1} recycling={[{ class: 'C', price: null }]} />);
    expect(facts()).toEqual(['Recyclingklasse C']);
  });

  it('every entry of the recycling list, each with its class and fee (a device and its battery)', () => {
    renderUi(
      <ProductFacts
        recycling={[
          { class: 'B', price: 0.5 },
          { class: 'C', price: 0.2 },
        ]}
      />,
      'gb',
    );
    expect(facts()).toEqual([
      'Recycling class B, recycling fee £0.50',
      'Recycling class C, recycling fee £0.20',
    ]);
  });

  it('nothing to say: nothing rendered', () => {
    const { container } = renderUi(<ProductFacts colourCount={0} />);
    expect(container.innerHTML).toBe('');
  });
});
