import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { SearchLinkGroups } from './SearchLinkGroups';

const categories = [
  { id: '12', url: '/global/c/blood-pressure-monitors/', title: 'Blood pressure monitors', count: 7 },
  { id: '14', url: '/global/c/scales/', title: 'Scales', count: 1 },
];
const manufacturers = [{ id: 'vitalis', url: '/global/m/vitalis/', title: 'Vitalis', count: 8 }];

describe('SearchLinkGroups: the categories and manufacturers a phrase matches', () => {
  it('lists each group under its heading, each link with its product count', () => {
    renderUi(<SearchLinkGroups categories={categories} manufacturers={manufacturers} />, 'en');
    const nav = screen.getByRole('navigation', { name: 'Matching categories and manufacturers' });
    const groupCategories = within(nav).getByRole('region', { name: 'Categories' });
    expect(
      within(groupCategories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Blood pressure monitors 7 products', 'Scales 1 product']);
    expect(
      within(groupCategories)
        .getByRole('link', { name: 'Blood pressure monitors 7 products' })
        .getAttribute('href'),
    ).toBe('/global/c/blood-pressure-monitors/');
    const groupManufacturers = within(nav).getByRole('region', { name: 'Manufacturers' });
    expect(within(groupManufacturers).getByRole('link').getAttribute('href')).toBe('/global/m/vitalis/');
  });

  it('speaks the edition’s language, plurals included', () => {
    renderUi(<SearchLinkGroups categories={categories} manufacturers={[]} />, 'pl');
    expect(screen.getByRole('navigation', { name: 'Pasujące kategorie i producenci' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Kategorie' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Blood pressure monitors 7 produktów' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Producenci' })).toBeNull();
  });

  it('renders nothing when no group has a link', () => {
    const { container } = renderUi(<SearchLinkGroups categories={[]} manufacturers={[]} />, 'en');
    expect(container.innerHTML).toBe('');
  });
});
