'use client';

import { useT } from '@shop/i18n/react';
import type { ReactNode } from 'react';
import { LinkButton } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { FavoritesList, type FavoritesListProps } from './FavoritesList';

export interface FavoritesFlyoutProps extends Omit<FavoritesListProps, 'variant' | 'className'> {
  open: boolean;
  onClose: () => void;
  /** The edition's favorites page. */
  favoritesUrl: string;
  /**
   * Toasts about the flyout's own actions (a removal's Undo), drawn inside the drawer: while the modal drawer is
   * open the rest of the page cannot be reached, by keyboard or pointer.
   */
  notices?: ReactNode;
}

/** The header's wishlist flyout: the same list as the favorites page, in a drawer, with a link to the page. */
export function FavoritesFlyout({ open, onClose, favoritesUrl, notices, ...list }: FavoritesFlyoutProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      variant="drawer"
      className="shop-flyout"
      title={t('favorites.title')}
      footer={
        <div className="shop-flyout__footer">
          <LinkButton href={favoritesUrl} variant="primary" fullWidth>
            {t('favorites.viewAll')}
          </LinkButton>
        </div>
      }
    >
      <section aria-label={t('favorites.flyout.label')} className="shop-flyout__body">
        <FavoritesList {...list} variant="flyout" />
      </section>
      {notices}
    </Dialog>
  );
}
