import { useT } from '@shop/i18n/react';

export interface StarsProps {
  /** 0–5, halves shown as a partly filled star. */
  rating: number;
}

/** Five stars filled to the rating; screen readers hear 'n out of 5'. */
export function Stars({ rating }: StarsProps) {
  const t = useT();
  const clamped = Math.max(0, Math.min(5, rating));
  return (
    <span className="shop-stars" role="img" aria-label={t('reviews.average', { rating: clamped })}>
      <span className="shop-stars__empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="shop-stars__full" aria-hidden="true" style={{ inlineSize: `${(clamped / 5) * 100}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
