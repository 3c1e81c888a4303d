import { useT } from '@shop/i18n/react';
import { cx } from '../primitives/cx';

export interface SearchSummaryProps {
  phrase: string;
  count: number;
  className?: string;
}

/**
 * The search page's heading: the phrase and the product count. Without a phrase (the search route opened
 * directly: a bookmark, a typed URL) it asks for one instead of quoting an empty phrase with no results.
 */
export function SearchSummary({ phrase, count, className }: SearchSummaryProps) {
  const t = useT();
  const asked = phrase.trim() !== '';
  return (
    <div className={cx('shop-search-summary', className)}>
      <h1 className="shop-search-summary__title">
        {asked ? t('search.title', { phrase }) : t('shell.search.label')}
      </h1>
      <p className="shop-search-summary__count">
        {asked ? t('search.count', { count }) : t('shell.search.required')}
      </p>
    </div>
  );
}
