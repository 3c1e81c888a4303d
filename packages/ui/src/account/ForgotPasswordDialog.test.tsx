import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

describe('ForgotPasswordDialog', () => {
  it('requests a link for a valid address only', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(
      <ForgotPasswordDialog open onClose={vi.fn()} onSubmit={onSubmit} email="anna@" />,
      'en',
    );
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(screen.getByText('Please input correct email')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(onSubmit).toHaveBeenCalledWith('anna@example.com');
  });

  it('the sent confirmation names the address and promises a link only if an account exists', () => {
    renderUi(
      <ForgotPasswordDialog open onClose={vi.fn()} onSubmit={vi.fn()} sentTo="anna@example.com" />,
      'en',
    );
    expect(screen.getByRole('status').textContent).toContain(
      'If there is an account for anna@example.com, you will shortly receive an email with a link to reset your password.',
    );
  });
});
