import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { AccountMenu } from './AccountMenu';

const LINKS = [
  { label: 'account.nav.orderHistory', href: '/uk/order-history' },
  { label: 'account.nav.personalData', href: '/uk/personal' },
] as const;

describe('AccountMenu', () => {
  it('a guest gets the login icon', () => {
    renderUi(<AccountMenu user={null} loginHref="/uk/login" links={[...LINKS]} onLogout={vi.fn()} />, 'gb');
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/uk/login');
  });

  it("a customer opens 'Welcome, {name}' with the account links; Escape closes and returns focus", async () => {
    const onLogout = vi.fn();
    const { user } = renderUi(
      <AccountMenu
        user={{ firstName: 'Anna', lastName: 'Nowak' }}
        loginHref="/uk/login"
        links={[...LINKS]}
        onLogout={onLogout}
      />,
      'gb',
    );
    const button = screen.getByRole('button', { name: 'Open the account menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Welcome, Anna Nowak')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order history' }).getAttribute('href')).toBe(
      '/uk/order-history',
    );
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('a single-sign-on customer sees the default address under the welcome; without one, none', async () => {
    const { user, rerender } = renderUi(
      <AccountMenu
        user={{ firstName: 'Anna', lastName: 'Nowak' }}
        loginHref="/api/account/sso/login?edition=pl"
        links={[{ label: 'account.nav.orderHistory', href: 'https://account.example/account/pl-PL/orders' }]}
        address={['Anna Nowak', 'ul. Długa 5', '00-238 Warszawa']}
        onLogout={vi.fn()}
      />,
      'pl',
    );
    await user.click(screen.getByRole('button', { name: 'Otwórz menu konta' }));
    const address = screen.getByText('Adres domyślny').parentElement;
    expect(address?.textContent).toBe('Adres domyślnyAnna Nowakul. Długa 500-238 Warszawa');
    rerender(
      <AccountMenu
        user={{ firstName: 'Anna', lastName: 'Nowak' }}
        loginHref="/api/account/sso/login?edition=pl"
        links={[]}
        address={null}
        onLogout={vi.fn()}
      />,
    );
    expect(screen.queryByText('Adres domyślny')).toBeNull();
    expect(screen.getByText('Witaj, Anna Nowak')).toBeTruthy();
  });
});
