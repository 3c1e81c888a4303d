import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { CompareBar } from './CompareBar';

describe('the sticky compare bar', () => {
  it('is hidden while nothing is compared and nothing needs saying', () => {
    renderUi(<CompareBar count={0} href="/de/vergleich" onClear={() => {}} />);
    expect(screen.queryByRole('region', { name: 'Produktvergleich' })).toBeNull();
  });

  it('counts the chosen products, links to the comparison and clears it', async () => {
    const onClear = vi.fn();
    const { user } = renderUi(<CompareBar count={2} href="/de/vergleich?ids=1,2" onClear={onClear} />);
    const bar = screen.getByRole('region', { name: 'Produktvergleich' });
    expect(bar.textContent).toContain('2 von 4 Produkten ausgewählt');
    expect(screen.getByRole('link', { name: 'Jetzt vergleichen' }).getAttribute('href')).toBe(
      '/de/vergleich?ids=1,2',
    );
    await user.click(screen.getByRole('button', { name: 'Vergleich leeren' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('says a refused toggle’s reason as an alert', () => {
    renderUi(<CompareBar count={4} href="#" onClear={() => {}} notice="full" />, 'gb');
    expect(screen.getByRole('alert').textContent).toBe(
      'You can compare up to 4 products. Remove one to add another.',
    );
  });
});
