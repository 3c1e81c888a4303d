import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { AccountContentSkeleton } from './AccountContentSkeleton';

describe('AccountContentSkeleton: an account page while the customer streams in', () => {
  it('tells assistive technology the page is loading, in the edition’s language', () => {
    renderUi(<AccountContentSkeleton />, 'de');
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
  });

  it('holds the content’s place with placeholders hidden from assistive technology', () => {
    const { container } = renderUi(<AccountContentSkeleton />);
    const body = container.querySelector('.shop-account-skeleton__body');
    expect(body?.getAttribute('aria-hidden')).toBe('true');
    expect(body?.querySelectorAll('.shop-skeleton')).toHaveLength(3);
    expect(container.querySelector('[aria-busy="true"]')).toBe(container.firstElementChild);
  });
});
