import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import type { ToastData } from './ToasterRegions';
import { ToasterRegions } from './ToasterRegions';

const TOASTS: ToastData[] = [
  { id: '1', message: 'Gespeichert', tone: 'success' },
  { id: '2', message: 'Fehler', tone: 'error' },
  { id: '3', message: 'Hinweis', tone: 'info' },
];
const draw = (toast: ToastData) => <p key={toast.id}>{toast.message}</p>;

describe('ToasterRegions: live regions before the first toast', () => {
  it('draws both empty regions on the server', () => {
    const html = renderToString(<ToasterRegions />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('role="status"');
  });

  it('puts errors in the alert region and the rest in the status region, keeping the region elements', () => {
    const { rerender } = renderUi(<ToasterRegions renderToast={draw} />);
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    rerender(<ToasterRegions toasts={TOASTS} renderToast={draw} />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(screen.getByRole('status')).toBe(status);
    expect(alert.textContent).toBe('Fehler');
    expect(status.textContent).toBe('GespeichertHinweis');
  });
});
