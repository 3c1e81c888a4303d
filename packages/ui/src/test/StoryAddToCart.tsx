'use client';

import { useState } from 'react';
import { AddToCartButton } from '../product/AddToCartButton';

/** An add to cart that stays busy once clicked, for stories: in the app a client wrapper does the add. */
export function StoryAddToCart({ disabled = false }: { disabled?: boolean }) {
  const [pending, setPending] = useState(false);
  return <AddToCartButton onAdd={() => setPending(true)} pending={pending} disabled={disabled} />;
}
