import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return (
    <button type="button" disabled={!useHydrated()}>
      Log out
    </button>
  );
}

describe('useHydrated', () => {
  it('is false in the server HTML, so a script-only control is drawn disabled', () => {
    expect(renderToString(<Probe />)).toContain('disabled');
  });

  it('is true once React handles events', () => {
    render(<Probe />);
    expect((screen.getByRole('button', { name: 'Log out' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
