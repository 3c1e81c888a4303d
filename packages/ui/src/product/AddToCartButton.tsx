'use client';

import { useT } from '@shop/i18n/react';
import { Button } from '../primitives/Button';

export interface AddToCartButtonProps {
  onAdd: () => void;
  /** The add is in flight: busy, 'Adding…', ignores further clicks. */
  pending?: boolean;
  /** Nothing can be added (sold out, not available online). */
  disabled?: boolean;
  className?: string;
}

export function AddToCartButton({
  onAdd,
  pending = false,
  disabled = false,
  className,
}: AddToCartButtonProps) {
  const t = useT();
  return (
    <Button
      variant="primary"
      size="lg"
      fullWidth
      loading={pending}
      disabled={disabled}
      onClick={onAdd}
      className={className}
    >
      {pending ? t('product.addToCart.busy') : t('product.addToCart')}
    </Button>
  );
}
