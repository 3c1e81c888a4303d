import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { CheckoutLoginDialog } from './CheckoutLoginDialog';

describe('CheckoutLoginDialog', () => {
  it('offers guest checkout or login with the way back', async () => {
    const onClose = vi.fn();
    const { user } = renderUi(
      <CheckoutLoginDialog
        open
        onClose={onClose}
        guestHref="https://shop.example/checkouts/cn/abc"
        loginHref="/uk/login?returnTo=%2Fuk%2Fcart%3Fcheckout%3D1"
      />,
      'gb',
    );
    expect(screen.getByRole('dialog', { name: 'How would you like to continue?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue as guest' }).getAttribute('href')).toBe(
      'https://shop.example/checkouts/cn/abc',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/uk/login?returnTo=%2Fuk%2Fcart%3Fcheckout%3D1',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
