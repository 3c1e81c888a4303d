import type { PricePoint } from '@shop/content-client';

/** How far back the recommended retail price rule looks (spec §9). */
export const RRP_LOOKBACK_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The recommended retail price may be shown only if the product's own selling price was at or above it at some
 * moment of the last 90 days (spec §9). Each point of the history applies from its date until the next point's
 * date; the last one until now. Without a history nothing proves it, so the RRP is not shown.
 */
export function mayShowRecommendedRetailPrice(
  recommendedRetail: number,
  history: readonly PricePoint[],
  now: number = Date.now(),
): boolean {
  const windowStart = now - RRP_LOOKBACK_DAYS * DAY_MS;
  const points = history
    .map((point) => ({ from: Date.parse(point.validFrom), amount: point.amount }))
    .filter((point) => Number.isFinite(point.from))
    .sort((a, b) => a.from - b.from);
  return points.some((point, index) => {
    const until = points[index + 1]?.from ?? Number.POSITIVE_INFINITY;
    return point.from <= now && until > windowStart && point.amount >= recommendedRetail;
  });
}
