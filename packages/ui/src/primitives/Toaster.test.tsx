import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Toaster } from './Toaster';

describe('Toaster: feedback in live regions', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps both regions in the document before any toast, so later toasts are announced', () => {
    renderUi(<Toaster toasts={[]} onDismiss={() => {}} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
  });

  it('puts errors in the alert region and success in the status region', () => {
    renderUi(
      <Toaster
        toasts={[
          { id: '1', message: 'In den Warenkorb gelegt', tone: 'success' },
          { id: '2', message: 'Fehler beim Hinzufügen', tone: 'error' },
        ]}
        onDismiss={() => {}}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('In den Warenkorb gelegt');
    expect(screen.getByRole('alert').textContent).toContain('Fehler beim Hinzufügen');
  });

  it('dismisses a success toast after the duration, but never an error on its own', () => {
    const onDismiss = vi.fn();
    renderUi(
      <Toaster
        duration={3000}
        toasts={[
          { id: 'ok', message: 'Gespeichert', tone: 'success' },
          { id: 'err', message: 'Fehler', tone: 'error' },
        ]}
        onDismiss={onDismiss}
      />,
    );
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('ok');
  });

  it('a re-render with a new onDismiss function does not restart the timer', () => {
    const first = vi.fn();
    const second = vi.fn();
    const toasts = [{ id: 'ok', message: 'Gespeichert', tone: 'success' as const }];
    const { rerender } = renderUi(<Toaster duration={3000} toasts={toasts} onDismiss={first} />);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    rerender(<Toaster duration={3000} toasts={toasts} onDismiss={second} />);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('ok');
  });

  it('the close button dismisses the toast', async () => {
    const onDismiss = vi.fn();
    const { user } = renderUi(
      <Toaster toasts={[{ id: 'e', message: 'Błąd', tone: 'error' }]} onDismiss={onDismiss} />,
      'pl',
    );
    await user.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onDismiss).toHaveBeenCalledWith('e');
  });
});
