import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { LoginTabs } from './LoginTabs';

describe('LoginTabs', () => {
  it('the tabs pattern: one tab stop, arrows and Home/End select, panels labelled by their tab', async () => {
    const { user } = renderUi(
      <LoginTabs
        login={<input aria-label="login field" />}
        register={<input aria-label="register field" />}
      />,
      'en',
    );
    const login = screen.getByRole('tab', { name: 'Login' });
    const register = screen.getByRole('tab', { name: 'Registration' });
    expect(login.getAttribute('aria-selected')).toBe('true');
    expect(register.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tabpanel', { name: 'Login' })).toBeTruthy();
    await user.tab();
    expect(document.activeElement).toBe(login);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(register);
    expect(register.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Registration' })).toBeTruthy();
    expect(screen.queryByRole('tabpanel', { name: 'Login' })).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(login);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(register);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(login);
  });

  it('what was typed survives a switch of tabs', async () => {
    const { user } = renderUi(
      <LoginTabs
        login={<input aria-label="email" />}
        register={<input aria-label="name" />}
        initialTab="register"
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'name' }), 'Anna');
    await user.click(screen.getByRole('tab', { name: 'Anmelden' }));
    await user.click(screen.getByRole('tab', { name: 'Registrieren' }));
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveProperty('value', 'Anna');
  });
});
