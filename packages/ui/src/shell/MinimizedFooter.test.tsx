import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { MinimizedFooter } from './MinimizedFooter';

describe('MinimizedFooter', () => {
  it('shows the info links and the text rows', () => {
    renderUi(
      <MinimizedFooter
        links={[{ text: 'Impressum', link: '/de/ueber-uns/' }]}
        rows={['Alle Preise inkl. MwSt.', '© 2026 Vitalis']}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Fußzeile' });
    expect(nav.querySelector('a')?.getAttribute('href')).toBe('/de/ueber-uns/');
    expect(screen.getByRole('link', { name: 'Impressum' })).toBeTruthy();
    expect(screen.getByText('© 2026 Vitalis')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('has no link list without links', () => {
    renderUi(<MinimizedFooter links={[]} rows={['© 2026 Vitalis']} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
