'use client';

import { useT } from '@shop/i18n/react';
import { useFavorites } from '@shop/session/react';
import type { ToastData } from '@shop/ui/model';
import { useState } from 'react';

/** Removal with undo: the favorite leaves the list at once and a toast offers to put it back where it was. */
export function useFavoriteRemoval(titleOf: (id: string) => string) {
  const t = useT();
  const { favorites, toggle, restore } = useFavorites();
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const remove = (id: string) => {
    const index = favorites.indexOf(id);
    if (index === -1) return;
    toggle(id);
    setToasts([
      {
        id: `removed-${id}-${Date.now()}`,
        tone: 'info',
        message: t('favorites.removedProduct', { title: titleOf(id) }),
        action: { label: t('favorites.undo'), onClick: () => restore(id, index) },
      },
    ]);
  };
  const dismiss = (id: string) => setToasts((all) => all.filter((toast) => toast.id !== id));
  return { remove, toasts, dismiss };
}
