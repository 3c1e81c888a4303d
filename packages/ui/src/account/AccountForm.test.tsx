import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginErrors, personalErrors } from '../forms/account-rules';
import { renderServerHtml, renderUi, typeBefore } from '../test/render';
import { type AccountField, AccountForm } from './AccountForm';

const LOGIN_FIELDS: AccountField<'email' | 'password'>[] = [
  { name: 'email', label: 'form.field.email', type: 'email', required: true },
  { name: 'password', label: 'form.field.password', type: 'password', required: true },
];

describe('AccountForm', () => {
  it('checks the §5 rules on submit, focuses the first invalid field and submits nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(
      <AccountForm
        title="account.tab.login"
        fields={LOGIN_FIELDS}
        validate={loginErrors}
        onSubmit={onSubmit}
        submitLabel="account.login.submit"
      />,
      'en',
    );
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveProperty('value', 'anna@');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please input correct email')).toBeTruthy();
    expect(screen.getByText('Please input password')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values, and keeps them when the server refuses with a form error', async () => {
    const onSubmit = vi.fn();
    const props = {
      title: 'account.tab.login',
      fields: LOGIN_FIELDS,
      validate: loginErrors,
      onSubmit,
      submitLabel: 'account.login.submit',
    } as const;
    const { user, rerender } = renderUi(<AccountForm {...props} />, 'en');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', password: 'secret' });
    rerender(<AccountForm {...props} error={{ id: 'account.login.failed' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Incorrect login credentials');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveProperty(
      'value',
      'anna@example.com',
    );
  });

  it('when the server’s answer names a refused field, that field takes the focus with its message', async () => {
    const props = {
      title: 'account.tab.login',
      fields: LOGIN_FIELDS,
      validate: loginErrors,
      onSubmit: vi.fn(),
      submitLabel: 'account.login.submit',
    } as const;
    const { user, rerender } = renderUi(<AccountForm {...props} />, 'en');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    const submit = screen.getByRole('button', { name: 'Log in' });
    await user.click(submit);
    rerender(<AccountForm {...props} pending />);
    expect(document.activeElement).toBe(submit);
    rerender(<AccountForm {...props} fieldErrors={{ email: { id: 'account.register.emailTaken' } }} />);
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    // Later renders with the same answer leave the focus where the shopper put it.
    await user.click(screen.getByLabelText(/^Password/));
    rerender(<AccountForm {...props} fieldErrors={{ email: { id: 'account.register.emailTaken' } }} />);
    expect(document.activeElement).toBe(screen.getByLabelText(/^Password/));
  });

  it('a busy form ignores a second submit; a success is announced as a status', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(
      <AccountForm
        title="account.personal.title"
        fields={[
          { name: 'firstName', label: 'form.field.firstName', required: true },
          { name: 'lastName', label: 'form.field.lastName', required: true },
          { name: 'phone', label: 'form.field.phone', type: 'tel' },
        ]}
        initialValues={{ firstName: 'Anna', lastName: 'Nowak', phone: '' }}
        validate={(values) => personalErrors(values, 'DE')}
        onSubmit={onSubmit}
        submitLabel="account.save"
        pending
        success={{ id: 'account.personal.saved' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Ihre persönlichen Daten wurden gespeichert.');
  });

  it("a phone not in E.164 shows the spec's message with an example", async () => {
    const { user } = renderUi(
      <AccountForm
        title="account.personal.title"
        fields={[
          { name: 'firstName', label: 'form.field.firstName', required: true },
          { name: 'lastName', label: 'form.field.lastName', required: true },
          { name: 'phone', label: 'form.field.phone', type: 'tel' },
        ]}
        initialValues={{ firstName: 'Anna', lastName: 'Nowak' }}
        validate={(values) => personalErrors(values, 'GB')}
        onSubmit={vi.fn()}
        submitLabel="account.save"
      />,
      'gb',
    );
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '07911 123456');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('Phone Number needs to be in format E.164 e.g +447911123456')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveProperty('value', '07911 123456');
  });
});

describe('AccountForm before hydration: no password in a URL', () => {
  it('the server HTML is a POST form whose submit waits for hydration; what was typed before it is kept and sent', async () => {
    const onSubmit = vi.fn();
    const { container, hydrate } = renderServerHtml(
      <AccountForm
        title="account.tab.login"
        fields={LOGIN_FIELDS}
        validate={loginErrors}
        onSubmit={onSubmit}
        submitLabel="account.login.submit"
      />,
      'en',
    );
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
    const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    typeBefore(container.querySelector('input[name="email"]'), 'anna@example.com');
    typeBefore(container.querySelector('input[name="password"]'), 'Geheim123!');
    await hydrate();
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', password: 'Geheim123!' });
    container.remove();
  });
});
