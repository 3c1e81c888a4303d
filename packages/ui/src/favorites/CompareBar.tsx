'use client';

import { COMPARE_LIMIT } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { Button, LinkButton } from '../primitives/Button';
import { cx } from '../primitives/cx';

export interface CompareBarProps {
  /** Products in the comparison. */
  count: number;
  /** The edition's comparison page with the products' ids (a shareable link). */
  href: string;
  onClear: () => void;
  /** A refused toggle's reason: the comparison is full, or the product is of another category. */
  notice?: 'full' | 'mixed' | null;
  className?: string;
}

/**
 * The sticky compare bar: how many of four products are chosen, 'Compare now' and 'Clear comparison', and the
 * message of a refused toggle as an alert. Fixed to the viewport's bottom, so it shifts nothing when it appears.
 */
export function CompareBar({ count, href, onClear, notice = null, className }: CompareBarProps) {
  const t = useT();
  const hidden = count === 0 && notice === null;
  return (
    <section
      className={cx('shop-compare-bar', className)}
      aria-label={t('compare.bar.label')}
      hidden={hidden}
      data-notice={notice ?? undefined}
    >
      <div role="alert" className="shop-compare-bar__notice">
        {notice === 'full' ? t('compare.full', { limit: COMPARE_LIMIT }) : null}
        {notice === 'mixed' ? t('compare.mixed') : null}
      </div>
      <div className="shop-compare-bar__row">
        <p className="shop-compare-bar__count">{t('compare.bar.count', { count, limit: COMPARE_LIMIT })}</p>
        {count > 0 ? (
          <>
            <Button variant="secondary" onClick={onClear}>
              {t('compare.clear')}
            </Button>
            <LinkButton href={href} variant="primary">
              {t('compare.open')}
            </LinkButton>
          </>
        ) : null}
      </div>
    </section>
  );
}
