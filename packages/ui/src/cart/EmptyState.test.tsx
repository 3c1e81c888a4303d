import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it("cart: 'Your cart is empty' with a link onwards", () => {
    renderUi(<EmptyState kind="cart" action={{ href: '/de/' }} />);
    expect(screen.getByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' }).getAttribute('href')).toBe('/de/');
  });

  it('cartUnavailable: says the cart cannot be shown and that its items are kept, in English', () => {
    renderUi(<EmptyState kind="cartUnavailable" action={{ href: '/global/' }} />, 'en');
    expect(screen.getByRole('heading', { name: 'Your cart cannot be shown right now' })).toBeTruthy();
    expect(screen.getByText('Your items are kept. Please try again in a few minutes.')).toBeTruthy();
    expect(screen.queryByText('Your cart is empty')).toBeNull();
  });

  it('contentUnavailable: says the products and content cannot be shown, with a link that asks again', () => {
    renderUi(
      <EmptyState kind="contentUnavailable" action={{ href: '/global/scales/?sort=price-asc' }} />,
      'en',
    );
    expect(
      screen.getByRole('heading', { name: 'Products and content cannot be shown right now' }),
    ).toBeTruthy();
    expect(
      screen.getByText('This page is incomplete for the moment. Please try again in a few minutes.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/global/scales/?sort=price-asc',
    );
  });

  it('contentUnavailable: in German', () => {
    renderUi(<EmptyState kind="contentUnavailable" action={{ href: '/de/waagen/' }} />);
    expect(
      screen.getByRole('heading', { name: 'Produkte und Inhalte können gerade nicht angezeigt werden' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Erneut versuchen' }).getAttribute('href')).toBe('/de/waagen/');
  });

  it("search: 'No search results found' with a hint, in Polish", () => {
    renderUi(<EmptyState kind="search" />, 'pl');
    expect(screen.getByRole('heading', { name: 'Nie znaleziono wyników wyszukiwania' })).toBeTruthy();
    expect(screen.getByText('Sprawdź pisownię lub spróbuj użyć bardziej ogólnego hasła.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('listing: no products match the filters', () => {
    renderUi(<EmptyState kind="listing" headingLevel={3} />);
    expect(
      screen.getByRole('heading', { level: 3, name: 'Keine Artikel entsprechen Ihren Filtern.' }),
    ).toBeTruthy();
  });
});
