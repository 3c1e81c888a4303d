import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { AvailabilityBadge } from './AvailabilityBadge';
import type { AvailabilityStatus } from './availability';

describe('AvailabilityBadge: the product statuses of §4 as text', () => {
  const german: [AvailabilityStatus, string][] = [
    ['inStock', 'Auf Lager'],
    ['fewInStock', 'Nur noch wenige verfügbar'],
    ['backInStockShortly', 'Bald wieder verfügbar'],
    ['notAvailableOnline', 'Online nicht verfügbar'],
    ['soldOut', 'Ausverkauft'],
  ];
  it.each(german)('%s reads "%s" in de', (status, text) => {
    renderUi(<AvailabilityBadge status={status} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('reads Polish in pl', () => {
    renderUi(<AvailabilityBadge status="fewInStock" />, 'pl');
    expect(screen.getByText('Ostatnie sztuki')).toBeTruthy();
  });
});
