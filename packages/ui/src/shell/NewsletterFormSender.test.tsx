import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { NewsletterFormSender } from './NewsletterFormSender';

describe("NewsletterFormSender: the newsletter form's client part", () => {
  it('sends the trimmed email once it is valid; an invalid one gets its message and is not sent', () => {
    const onSubmit = vi.fn();
    renderUi(
      <NewsletterFormSender id="n" onSubmit={onSubmit}>
        <input type="checkbox" name="create_voucher" defaultChecked />
      </NewsletterFormSender>,
      'en',
    );
    const field = screen.getByRole('textbox');
    fireEvent.change(field, { target: { value: 'not-an-email' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: ' shopper@example.com ' } });
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'shopper@example.com', createVoucher: true });
  });

  it('a success replaces the form with the thank-you text; a failure shows beside the form', () => {
    const { rerender } = renderUi(
      <NewsletterFormSender id="n" error="Failed">
        {null}
      </NewsletterFormSender>,
      'en',
    );
    expect(screen.getByRole('alert').textContent).toBe('Failed');
    rerender(
      <NewsletterFormSender id="n" success>
        {null}
      </NewsletterFormSender>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('status').textContent).not.toBe('');
  });
});
