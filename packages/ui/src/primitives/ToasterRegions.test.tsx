import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ToasterRegions } from './ToasterRegions';

describe('ToasterRegions: live regions before the first toast', () => {
  it('draws both empty regions on the server', () => {
    const html = renderToString(<ToasterRegions />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('role="status"');
  });

  it('keeps the same region elements when toasts arrive, so they are announced', () => {
    const { rerender } = renderUi(<ToasterRegions />);
    const alert = screen.getByRole('alert');
    const status = screen.getByRole('status');
    rerender(<ToasterRegions alerts={<p>Fehler</p>} statuses={<p>Gespeichert</p>} />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(screen.getByRole('status')).toBe(status);
    expect(alert.textContent).toBe('Fehler');
    expect(status.textContent).toBe('Gespeichert');
  });
});
