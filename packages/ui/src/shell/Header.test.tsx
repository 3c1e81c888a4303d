import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FavoritesAction } from '../favorites/FavoritesAction';
import { ShellRoutingProvider } from '../hooks/shell-routing';
import { renderUi } from '../test/render';
import { Header, type HeaderProps } from './Header';
import { HeaderCart } from './HeaderCart';
import { SearchField } from './SearchField';

const props: HeaderProps = {
  homeHref: '/de/',
  brandName: 'Gesundheitsshop',
  navigation: [
    { label: 'Blutdruck', href: '/de/c/blutdruck/', current: true },
    { label: 'Fieber', href: '/de/c/fieber/' },
  ],
  search: <SearchField action="/search-de" />,
  cart: <HeaderCart count={3} href="/de/cart" />,
  accountHref: '/de/login',
  favorites: <FavoritesAction href="/de/favoriten" count={2} label="2 Favoriten" />,
};

describe('Header', () => {
  it('links the logo to the home page, named for screen readers', () => {
    renderUi(<Header {...props} />);
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de/');
    expect(screen.getByText('Gesundheitsshop')).toBeTruthy();
  });

  it('shows the configured logo image with its alt text', () => {
    renderUi(<Header {...props} logo={{ src: '/logo.svg', width: 120, height: 40 }} />, 'pl');
    expect(screen.getByRole('img', { name: 'Przejdź do strony głównej' }).getAttribute('src')).toBe(
      '/logo.svg',
    );
  });

  it('renders the main navigation with the current page marked', () => {
    renderUi(<Header {...props} />);
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Blutdruck', 'Fieber']);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
  });

  it('shows the cart icon passed in, named with its count', () => {
    renderUi(<Header {...props} />);
    expect(screen.getByRole('link', { name: 'Warenkorb, 3 Artikel' }).getAttribute('href')).toBe('/de/cart');
  });

  it('links account and favorites', () => {
    renderUi(<Header {...props} />);
    expect(screen.getByRole('link', { name: 'Mein Konto' }).getAttribute('href')).toBe('/de/login');
    expect(screen.getByRole('link', { name: '2 Favoriten' }).getAttribute('href')).toBe('/de/favoriten');
  });

  it('an account element (the signed-in customer’s menu) takes the login link’s place', () => {
    renderUi(<Header {...props} account={<button type="button">Kundenmenü</button>} />);
    expect(screen.getByRole('button', { name: 'Kundenmenü' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Mein Konto' })).toBeNull();
  });

  it('the route marks its entry and the links go through the router', async () => {
    const navigate = vi.fn();
    const { user } = renderUi(
      <ShellRoutingProvider currentPath="/de/c/fieber/thermometer/" navigate={navigate}>
        <Header {...props} navigation={props.navigation.map((item) => ({ ...item, current: undefined }))} />
      </ShellRoutingProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(nav).getByRole('link', { name: 'Fieber' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Blutdruck' }).getAttribute('aria-current')).toBeNull();
    await user.click(within(nav).getByRole('link', { name: 'Blutdruck' }));
    expect(navigate).toHaveBeenCalledWith('/de/c/blutdruck/');
  });

  it('catalogue mode hides account and cart', () => {
    renderUi(<Header {...props} catalogueMode />);
    expect(screen.queryByRole('link', { name: 'Mein Konto' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Warenkorb/ })).toBeNull();
  });

  it('the menu toggle opens the navigation drawer; Escape closes it and focus returns to the toggle', async () => {
    const { user } = renderUi(<Header {...props} />);
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Hauptnavigation' });
    expect(within(dialog).getByRole('link', { name: 'Fieber' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menü öffnen' }));
  });

  it('the mobile search opens focused, closes with its button, and closes when the navigation opens', async () => {
    const at = (path: string) => (
      <ShellRoutingProvider currentPath={path}>
        <Header {...props} />
      </ShellRoutingProvider>
    );
    const { user, rerender } = renderUi(at('/de/'));
    const openSearch = screen.getByRole('button', { name: 'Suche öffnen' });
    await user.click(openSearch);
    expect(openSearch.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    await user.click(screen.getByRole('button', { name: 'Suche schließen' }));
    expect(openSearch.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(openSearch);
    await user.click(openSearch);
    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    expect(openSearch.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Escape}');
    await user.click(openSearch);
    rerender(at('/search-de'));
    expect(openSearch.getAttribute('aria-expanded')).toBe('false');
  });

  it('search in the header requires a phrase', async () => {
    const onSearch = vi.fn();
    const { user } = renderUi(
      <Header {...props} search={<SearchField action="/search-de" onSearch={onSearch} />} />,
    );
    await user.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox'), 'Waage{Enter}');
    expect(onSearch).toHaveBeenCalledWith('Waage');
  });
});
