import { describe, expect, it } from 'vitest';
import { mayShowRecommendedRetailPrice } from './price-rules';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

describe('the recommended retail price shows only if the price was at or above it in the last 90 days', () => {
  it('the price left the RRP 89 days ago: shown', () => {
    const history = [
      { validFrom: daysAgo(300), amount: 49.99 },
      { validFrom: daysAgo(89), amount: 39.99 },
    ];
    expect(mayShowRecommendedRetailPrice(49.99, history, NOW)).toBe(true);
  });

  it('the price left the RRP a moment after the window opened 90 days ago: shown', () => {
    const history = [
      { validFrom: daysAgo(300), amount: 49.99 },
      { validFrom: new Date(NOW - 90 * 86_400_000 + 1).toISOString(), amount: 39.99 },
    ];
    expect(mayShowRecommendedRetailPrice(49.99, history, NOW)).toBe(true);
  });

  it('the price left the RRP at the window start or before: not shown', () => {
    for (const days of [90, 91, 120]) {
      const history = [
        { validFrom: daysAgo(300), amount: 49.99 },
        { validFrom: daysAgo(days), amount: 39.99 },
      ];
      expect(mayShowRecommendedRetailPrice(49.99, history, NOW)).toBe(false);
    }
  });

  it('a price equal to the RRP counts, one cent below does not', () => {
    expect(mayShowRecommendedRetailPrice(49.99, [{ validFrom: daysAgo(10), amount: 49.99 }], NOW)).toBe(true);
    expect(mayShowRecommendedRetailPrice(49.99, [{ validFrom: daysAgo(10), amount: 49.98 }], NOW)).toBe(
      false,
    );
  });

  it('a price above the RRP that still applies today counts, however old its date', () => {
    expect(mayShowRecommendedRetailPrice(49.99, [{ validFrom: daysAgo(1000), amount: 59 }], NOW)).toBe(true);
  });

  it('a price planned for the future does not count', () => {
    const history = [
      { validFrom: daysAgo(200), amount: 39.99 },
      { validFrom: new Date(NOW + 86_400_000).toISOString(), amount: 49.99 },
    ];
    expect(mayShowRecommendedRetailPrice(49.99, history, NOW)).toBe(false);
  });

  it('the history is read in date order, whatever order it comes in; unreadable dates are ignored', () => {
    const history = [
      { validFrom: daysAgo(30), amount: 39.99 },
      { validFrom: 'yesterday', amount: 99 },
      { validFrom: daysAgo(200), amount: 49.99 },
    ];
    expect(mayShowRecommendedRetailPrice(49.99, history, NOW)).toBe(true);
  });

  it('no history: not shown', () => {
    expect(mayShowRecommendedRetailPrice(49.99, [], NOW)).toBe(false);
  });
});
