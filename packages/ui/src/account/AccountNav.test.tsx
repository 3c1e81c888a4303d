import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { AccountNav } from './AccountNav';

describe('AccountNav', () => {
  it('welcomes the customer by name and marks the current page', () => {
    renderUi(
      <AccountNav
        fullName="Anna Nowak"
        links={[
          { label: 'account.nav.orderHistory', href: '/global/order-history', current: true },
          { label: 'account.nav.address', href: '/global/address' },
        ]}
        logout={<button type="button">out</button>}
      />,
      'en',
    );
    expect(screen.getByText('Welcome, Anna Nowak')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order history' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Address' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Customer account' })).toBeTruthy();
  });

  it('holds the welcome line open while the customer loads, with the links and logout already there', () => {
    const { container } = renderUi(
      <AccountNav
        fullName={null}
        links={[{ label: 'account.nav.orderHistory', href: '/global/order-history', current: true }]}
        logout={<button type="button">out</button>}
      />,
      'en',
    );
    expect(screen.queryByText(/Welcome/)).toBeNull();
    const placeholder = container.querySelector('.shop-account-nav__welcome');
    expect(placeholder?.classList.contains('shop-skeleton')).toBe(true);
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('link', { name: 'Order history' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'out' })).toBeTruthy();
  });
});
