import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderServerHtml, renderUi, typeBefore } from '../test/render';
import { BackInStockForm } from './BackInStockForm';

const one = [{ id: 'gid://shopify/ProductVariant/1', label: 'BM 54' }];

describe('BackInStockForm (spec §5: the notification email is required)', () => {
  it('requires an email, then a valid one, and subscribes with the variant', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<BackInStockForm variants={one} onSubmit={onSubmit} />, 'en');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByText('Please enter your email address for the notification.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email address *'));
    await user.type(screen.getByLabelText('Email address *'), 'anna');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(screen.getByText('Please input correct email')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email address *'), '@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', variantId: one[0]?.id });
  });

  it('lets the shopper pick among several unavailable sizes', async () => {
    const onSubmit = vi.fn();
    const sizes = [
      { id: 'v-m', label: 'M' },
      { id: 'v-l', label: 'L' },
    ];
    const { user } = renderUi(<BackInStockForm variants={sizes} onSubmit={onSubmit} />, 'en');
    await user.selectOptions(screen.getByLabelText('Size you want'), 'L');
    await user.type(screen.getByLabelText('Email address *'), 'a@b.pl');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.pl', variantId: 'v-l' });
  });

  it('keeps the address on failure and shows the success message once subscribed', async () => {
    const { user, rerender } = renderUi(<BackInStockForm variants={one} onSubmit={() => {}} />, 'en');
    await user.type(screen.getByLabelText('Email address *'), 'kept@example.com');
    rerender(<BackInStockForm variants={one} onSubmit={() => {}} error="backInStock.failure" />);
    expect(screen.getByRole('alert').textContent).toContain('Sorry, we could not save your request.');
    expect((screen.getByLabelText('Email address *') as HTMLInputElement).value).toBe('kept@example.com');
    // The shopper sent it from the button; the form gives way to the message, which takes the focus.
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    rerender(<BackInStockForm variants={one} onSubmit={() => {}} subscribed />);
    expect(screen.getByRole('status').textContent).toContain(
      "Thank you! We'll send you an email as soon as the product is available again.",
    );
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('renders nothing when every variant is available', () => {
    const { container } = renderUi(<BackInStockForm variants={[]} onSubmit={() => {}} />, 'en');
    expect(container.innerHTML).toBe('');
  });
});

describe('BackInStockForm before hydration: the email never lands in a URL', () => {
  it('the server HTML is a POST form whose submit waits for hydration; the email typed before it is kept and sent', async () => {
    const onSubmit = vi.fn();
    const { container, hydrate } = renderServerHtml(
      <BackInStockForm variants={one} onSubmit={onSubmit} />,
      'en',
    );
    expect(container.querySelector('form')?.getAttribute('method')).toBe('post');
    const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    typeBefore(container.querySelector('input[type="email"]'), 'anna@example.com');
    await hydrate();
    expect(button.disabled).toBe(false);
    await act(async () => button.click());
    expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@example.com', variantId: one[0]?.id });
    container.remove();
  });
});
