'use client';

import { useT } from '@shop/i18n/react';
import { cx } from '../primitives/cx';
import { useShopperLists } from './ShopperListsProvider';

export interface CompareToggleProps {
  productId: string;
  /** The category the comparison is kept under: only products of one category are compared. */
  categoryId: string | null;
  /** On a tile: the product's name joins the toggle's accessible name, so a list's toggles tell apart. */
  productName?: string;
  className?: string;
}

/**
 * 'Compare' as a toggle button (pressed while the product is in the comparison). A full comparison or another
 * category leaves it unpressed and puts the message into the compare bar, which shows it as an alert.
 */
export function CompareToggle({ productId, categoryId, productName, className }: CompareToggleProps) {
  const t = useT();
  const lists = useShopperLists();
  const pressed = lists.compare.ids.includes(productId);
  return (
    <button
      type="button"
      className={cx('shop-compare-toggle', className)}
      aria-pressed={pressed}
      aria-label={productName ? t('compare.toggleProduct', { product: productName }) : undefined}
      onClick={() => {
        const outcome = lists.toggleCompare({ id: productId, categoryId });
        if (outcome === 'full' || outcome === 'mixed') {
          lists.setCompareNotice(outcome);
          return;
        }
        lists.setCompareNotice(null);
        lists.announce(outcome === 'added' ? t('compare.added') : t('compare.removed'));
      }}
    >
      {t('compare.toggle')}
    </button>
  );
}
