'use client';

import { useState } from 'react';
import { AvailabilityBadge } from '../primitives/AvailabilityBadge';
import { type AvailabilityStatus, isBuyableStatus } from '../primitives/availability';
import { cx } from '../primitives/cx';
import { AddToCartButton } from './AddToCartButton';
import { PurchaseLimit } from './PurchaseLimit';
import { type SizeOption, SizeSelector } from './SizeSelector';

export interface ProductPurchaseProps {
  /** Sizes of the product; a product without sizes is bought as it is. */
  sizes?: SizeOption[];
  /** The chosen size's variant id (the app applies the variant-choice rule of §4 for the default). */
  selectedSizeId: string | null;
  onSizeChange: (id: string) => void;
  /** Called with the chosen size's variant id (null for a product without sizes) once a size is chosen. */
  onAddToCart: (sizeId: string | null) => void;
  pending?: boolean;
  availability?: AvailabilityStatus | null;
  purchaseLimit?: number | null;
  /** How many of this product the cart holds already (all its lines), counted against the purchase limit. */
  quantityInCart?: number;
  className?: string;
}

/**
 * Availability, size choice, add to cart and purchase limit of a product detail page. Adding without a size
 * shows 'Choose a size' and does not call `onAddToCart`; nor does adding once the cart holds the purchase limit,
 * which then says the limit as an alert. A product that cannot be bought now (§4 statuses) offers no add.
 */
export function ProductPurchase({
  sizes = [],
  selectedSizeId,
  onSizeChange,
  onAddToCart,
  pending = false,
  availability,
  purchaseLimit,
  quantityInCart = 0,
  className,
}: ProductPurchaseProps) {
  const [missingSize, setMissingSize] = useState(false);
  const [limitTried, setLimitTried] = useState(false);
  const limitReached = typeof purchaseLimit === 'number' && quantityInCart >= purchaseLimit;
  const hasSizes = sizes.length > 0;
  const selected = sizes.find((size) => size.id === selectedSizeId);
  const sizeUnavailable = selected !== undefined && !selected.available;
  const buyable = isBuyableStatus(availability) && !sizeUnavailable;

  const add = () => {
    if (limitReached) {
      setLimitTried(true);
      return;
    }
    setLimitTried(false);
    if (hasSizes && !selected) {
      setMissingSize(true);
      return;
    }
    onAddToCart(hasSizes ? (selected?.id ?? null) : null);
  };

  return (
    <div className={cx('shop-purchase', className)}>
      {sizeUnavailable ? (
        <AvailabilityBadge status="sizeUnavailable" />
      ) : availability ? (
        <AvailabilityBadge status={availability} />
      ) : null}
      {hasSizes ? (
        <SizeSelector
          sizes={sizes}
          value={selectedSizeId}
          showError={missingSize && !selected}
          onChange={(id) => {
            setMissingSize(false);
            onSizeChange(id);
          }}
        />
      ) : null}
      <AddToCartButton onAdd={add} pending={pending} disabled={!buyable} />
      <PurchaseLimit limit={purchaseLimit} reached={limitTried && limitReached} />
    </div>
  );
}
