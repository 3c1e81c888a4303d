import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { hasOverview, ProductOverview } from './ProductOverview';

describe('ProductOverview: badges, key features and the description', () => {
  it('lists the badges under a name, the key features under a heading, then the description', () => {
    renderUi(
      <ProductOverview
        badges={['New', 'Bestseller']}
        keyFeatures={['Bluetooth', 'Arrhythmia detection']}
        description={<p>Measures on the upper arm.</p>}
      />,
      'gb',
    );
    const badges = screen.getByRole('list', { name: 'Product highlights' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['New', 'Bestseller']);
    expect(screen.getByRole('heading', { level: 3, name: 'Key features' })).toBeTruthy();
    expect(screen.getByText('Arrhythmia detection')).toBeTruthy();
    expect(screen.getByText('Measures on the upper arm.').tagName).toBe('P');
  });

  it('leaves out what is not given', () => {
    renderUi(<ProductOverview description={<p>Nur Text.</p>} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('has content when any part is given', () => {
    expect(hasOverview({ description: null })).toBe(false);
    expect(hasOverview({ badges: ['Neu'] })).toBe(true);
    expect(hasOverview({ keyFeatures: ['a'] })).toBe(true);
    expect(hasOverview({ description: <p>x</p> })).toBe(true);
  });
});
