import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderServerHtml, renderUi, typeBefore } from '../test/render';
import { ReviewForm } from './ReviewForm';

describe('ReviewForm (spec §5: rating, title, comment and email required, email valid)', () => {
  it("says 'This field is required' at every empty field, focuses the first and sends nothing", async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<ReviewForm onSubmit={onSubmit} />, 'en');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star' }));
    expect(screen.getByLabelText('Title of your review *').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an invalid email and sends valid values, trimmed', async () => {
    const onSubmit = vi.fn();
    const { user } = renderUi(<ReviewForm onSubmit={onSubmit} />, 'en');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Title of your review *'), ' Accurate ');
    await user.type(screen.getByLabelText('Your review *'), 'Easy to use.');
    await user.type(screen.getByLabelText('Email address *'), 'anna@example');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(screen.getByText('Please input correct email')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Email address *'), '.com');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(onSubmit).toHaveBeenCalledWith({
      rating: 4,
      title: 'Accurate',
      comment: 'Easy to use.',
      email: 'anna@example.com',
    });
  });

  it('keeps what was typed when the submission failed, and shows why', async () => {
    const { user, rerender } = renderUi(<ReviewForm onSubmit={() => {}} />, 'en');
    await user.type(screen.getByLabelText('Title of your review *'), 'Kept');
    rerender(<ReviewForm onSubmit={() => {}} error="reviews.failure" />);
    expect(screen.getByRole('alert').textContent).toContain('Sorry, your review could not be sent.');
    expect((screen.getByLabelText('Title of your review *') as HTMLInputElement).value).toBe('Kept');
  });

  it('is busy while sending and thanks the shopper once sent (reviews are checked first)', () => {
    const { rerender } = renderUi(<ReviewForm onSubmit={() => {}} pending />, 'en');
    expect(screen.getByRole('button', { name: 'Submit review' }).getAttribute('aria-busy')).toBe('true');
    rerender(<ReviewForm onSubmit={() => {}} submitted />);
    expect(screen.getByRole('status').textContent).toContain(
      'Thank you for your review! We check every review before it is published.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ReviewForm before hydration: nothing typed can reach a URL', () => {
  it('the server HTML is a POST form whose submit waits for hydration; what was typed before it is kept and sent', async () => {
    const onSubmit = vi.fn();
    const { container, hydrate } = renderServerHtml(<ReviewForm onSubmit={onSubmit} />, 'en');
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    const button = container.querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    (container.querySelectorAll<HTMLInputElement>('input[type="radio"]')[3] as HTMLInputElement).checked =
      true;
    typeBefore(container.querySelector('[data-field="title"]'), 'Sehr genau');
    typeBefore(container.querySelector('[data-field="comment"]'), 'Misst zuverlässig.');
    typeBefore(container.querySelector('[data-field="email"]'), 'anna@example.com');
    await hydrate();
    expect(button.disabled).toBe(false);
    expect((container.querySelector('[data-field="title"]') as HTMLInputElement).value).toBe('Sehr genau');
    await act(async () => button.click());
    expect(onSubmit).toHaveBeenCalledWith({
      rating: 4,
      title: 'Sehr genau',
      comment: 'Misst zuverlässig.',
      email: 'anna@example.com',
    });
    container.remove();
  });
});

describe('ReviewForm with an action: it works before hydration and without JavaScript', () => {
  it('the server HTML posts every field by name, with the hidden ones, to the action, and its submit is enabled', () => {
    const { container } = renderServerHtml(
      <ReviewForm
        onSubmit={vi.fn()}
        action={{ href: '/api/reviews', hiddenFields: [['productId', '42']] }}
      />,
      'en',
    );
    const form = container.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/reviews');
    const names = Array.from(form.elements, (element) => (element as HTMLInputElement).name).filter(Boolean);
    expect(new Set(names)).toEqual(new Set(['productId', 'rating', 'title', 'comment', 'email']));
    expect((form.querySelector('input[name="productId"]') as HTMLInputElement).value).toBe('42');
    expect((container.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(false);
    container.remove();
  });
});
