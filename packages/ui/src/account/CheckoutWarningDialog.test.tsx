import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { CheckoutWarningDialog } from './CheckoutWarningDialog';

const LOGIN = '/api/account/sso/login?edition=pl&returnTo=%2Fpl%2Fcart%3Fcheckout%3D1';
const GUEST = 'https://shop.example/checkouts/cn/abc';

/** The cart's checkout button opening the dialog, as the app wires it. */
function Checkout() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Checkout
      </button>
      <CheckoutWarningDialog open={open} onClose={() => setOpen(false)} guestHref={GUEST} loginHref={LOGIN} />
    </>
  );
}

describe('CheckoutWarningDialog: an anonymous shopper in a single-sign-on store is warned at checkout', () => {
  it('says they are not logged in and offers login (focused first) or guest checkout', async () => {
    const { user } = renderUi(<Checkout />, 'gb');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    const dialog = await screen.findByRole('dialog', { name: 'You are not logged in' });
    expect(dialog.textContent).toContain(
      'If you continue as a guest, this order will not appear in your order history.',
    );
    const login = screen.getByRole('link', { name: 'Log in' });
    await waitFor(() => expect(document.activeElement).toBe(login));
    expect(login.getAttribute('href')).toBe(LOGIN);
    expect(screen.getByRole('link', { name: 'Continue as guest' }).getAttribute('href')).toBe(GUEST);
  });

  it('Escape closes it and focus returns to the checkout button', async () => {
    const { user } = renderUi(<Checkout />, 'pl');
    const checkout = screen.getByRole('button', { name: 'Checkout' });
    await user.click(checkout);
    await screen.findByRole('dialog', { name: 'Nie jesteś zalogowany' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(checkout);
  });

  it('keeps Tab inside: from the last control it wraps to the first', async () => {
    const { user } = renderUi(<Checkout />, 'pl');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await screen.findByRole('dialog', { name: 'Nie jesteś zalogowany' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Kontynuuj jako gość' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Zamknij' }));
    await user.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
