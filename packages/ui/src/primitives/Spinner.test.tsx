import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces loading in the edition language', () => {
    renderUi(<Spinner />, 'pl');
    expect(screen.getByRole('status').textContent).toBe('Ładowanie…');
  });

  it('takes a specific label', () => {
    renderUi(<Spinner label="Produkte werden geladen" />);
    expect(screen.getByRole('status').textContent).toBe('Produkte werden geladen');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = renderUi(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
