import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderServerHtml, renderUi, typeBefore } from '../test/render';
import { newsletterEmailError } from './footer-model';
import { NewsletterForm, type NewsletterFormProps } from './NewsletterForm';
import {
  type NewsletterFormPartProps,
  NewsletterFormSender,
  type NewsletterFormSenderProps,
} from './NewsletterFormSender';

const field = () => screen.getByRole('textbox', { name: 'E-Mail-Adresse' });

type SenderState = Omit<NewsletterFormSenderProps, keyof NewsletterFormPartProps>;
let state: SenderState = {};
// One component for every render, as the app's wiring is: a new one would draw a new form.
const Sender = (part: NewsletterFormPartProps) => <NewsletterFormSender {...part} {...state} />;

/** The form with its client part in a given state, as the app's wiring gives it. */
function form(sender: SenderState, props: Partial<NewsletterFormProps> = {}) {
  state = sender;
  return <NewsletterForm {...props} parts={{ Sender }} />;
}

describe('NewsletterForm', () => {
  it('submits the trimmed email and the voucher choice', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(form({ onSubmit }, { headline: 'Newsletter abonnieren' }));
    expect(screen.getByRole('heading', { name: 'Newsletter abonnieren' })).toBeTruthy();
    await user.type(field(), ' kunde@example.com ');
    await user.click(screen.getByRole('checkbox', { name: /Gutschein/ }));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'kunde@example.com', createVoucher: true });
  });

  it('an empty or malformed email shows its message under the field, linked and announced, and does not submit', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(form({ onSubmit }));
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const message = document.getElementById(field().getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein!');
    expect(message?.getAttribute('aria-live')).toBe('assertive');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field());
    await user.type(field(), 'kunde@');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(message?.textContent).toBe('Bitte überprüfen Sie Ihre Eingabe!');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while submitting the button is busy and a second submit is ignored', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(form({ onSubmit, pending: true }));
    const button = screen.getByRole('button', { name: 'Wird angemeldet …' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    await user.type(field(), 'kunde@example.com{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a failure shows its message and keeps the typed email and voucher choice', async () => {
    const { user, rerender } = renderUi(form({ onSubmit: vi.fn() }));
    await user.type(field(), 'kunde@example.com');
    await user.click(screen.getByRole('checkbox', { name: /Gutschein/ }));
    rerender(form({ onSubmit: vi.fn(), error: 'Fehlgeschlagen' }));
    expect(screen.getByRole('alert').textContent).toBe('Fehlgeschlagen');
    expect((field() as HTMLInputElement).value).toBe('kunde@example.com');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('success replaces the form with the thank-you text in a status region', () => {
    renderUi(form({ success: true }), 'pl');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/Dziękujemy/);
  });

  it('the server field message shows too, and no voucher choice when the snippet offers none', () => {
    renderUi(form({ fieldError: 'FORM_ERROR_PATTERN' }, { voucher: false }));
    expect(screen.getByText('Bitte überprüfen Sie Ihre Eingabe!')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('newsletterEmailError: required, then the pattern', () => {
    expect(newsletterEmailError('  ')).toBe('NEWSLETTER_EMAIL_REQUIRED_ERROR');
    expect(newsletterEmailError('a@b')).toBe('FORM_ERROR_PATTERN');
    expect(newsletterEmailError('a b@c.de')).toBe('FORM_ERROR_PATTERN');
    expect(newsletterEmailError(' a@b.de ')).toBeNull();
  });
});

describe('NewsletterForm before hydration: the email never lands in a URL', () => {
  it('the server HTML is a POST form whose submit waits for hydration; the email typed before it is kept and sent', async () => {
    const onSubmit = vi.fn();
    const { container, hydrate } = renderServerHtml(form({ onSubmit }));
    const element = container.querySelector('form') as HTMLFormElement;
    expect(element.getAttribute('method')).toBe('post');
    const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    typeBefore(container.querySelector('input[name="email"]'), 'anna@example.com');
    (container.querySelector('input[name="create_voucher"]') as HTMLInputElement).checked = true;
    await hydrate();
    expect(button.disabled).toBe(false);
    expect((container.querySelector('input[name="email"]') as HTMLInputElement).value).toBe(
      'anna@example.com',
    );
    await act(async () => button.click());
    expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', createVoucher: true });
    container.remove();
  });
});
