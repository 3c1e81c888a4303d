import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { LiveRegion } from './LiveRegion';

describe('LiveRegion', () => {
  it('is a polite, atomic region with the message, kept across messages', () => {
    const { container, rerender } = renderUi(<LiveRegion message="" />);
    const region = container.querySelector('[aria-live]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    expect(region?.getAttribute('aria-atomic')).toBe('true');
    rerender(<LiveRegion message="Ihr Warenkorb wurde aktualisiert." />);
    expect(container.querySelector('[aria-live]')).toBe(region);
    expect(region?.textContent).toBe('Ihr Warenkorb wurde aktualisiert.');
  });

  it('can be assertive', () => {
    const { container } = renderUi(<LiveRegion message="Fehler" politeness="assertive" />);
    expect(container.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
  });
});
