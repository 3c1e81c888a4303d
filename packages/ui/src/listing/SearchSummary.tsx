import { useT } from '@shop/i18n/react';
import { cx } from '../internal/cx';

export interface SearchSummaryProps {
  phrase: string;
  count: number;
  className?: string;
}

/** The search page's heading: the phrase and the product count. */
export function SearchSummary({ phrase, count, className }: SearchSummaryProps) {
  const t = useT();
  return (
    <div className={cx('shop-search-summary', className)}>
      <h1 className="shop-search-summary__title">{t('search.title', { phrase })}</h1>
      <p className="shop-search-summary__count">{t('search.count', { count })}</p>
    </div>
  );
}
