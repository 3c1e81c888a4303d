'use client';

import type { EditionKey } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { cartSummary } from '@shop/session';
import { useFavorites, useOptimisticCart } from '@shop/session/react';
import { FavoritesAction, HeaderCart, SearchField } from '@shop/ui';
import { useRouter } from 'next/navigation';
import { useCartUi } from '../cart/CartUi';
import { useFavoritesUi } from '../favorites/FavoritesUi';
import { useAutosuggest } from '../search/useAutosuggest';

// The header's client leaves: the server renders the header around them (SiteHeader) and passes the routes.

/** The header's search with its suggestions (loaded with the field's first focus). */
export function ShellSearch({ edition, action }: { edition: EditionKey; action: string }) {
  const router = useRouter();
  const autosuggest = useAutosuggest(edition);
  return (
    <>
      <SearchField
        action={action}
        name="q"
        className="shop-header__search-field"
        onPhraseChange={autosuggest.onPhraseChange}
        onFocus={autosuggest.onFocus}
        suggestions={autosuggest.suggestions}
        onNavigate={(url) => router.push(url)}
      />
      {autosuggest.island}
    </>
  );
}

/** The cart icon with the session's count; a click opens the flyout. */
export function ShellCart({ href }: { href: string }) {
  // Quantity changes under way show in the count at once.
  const { quantityInCart } = cartSummary(useOptimisticCart());
  const cartUi = useCartUi();
  return <HeaderCart count={quantityInCart} href={href} onClick={() => cartUi.openFlyout('cart')} />;
}

/** The favorites icon with the session's count; a click opens the flyout. */
export function ShellFavorites({ href }: { href: string }) {
  const t = useT();
  const { favorites } = useFavorites();
  const favoritesUi = useFavoritesUi();
  const count = favorites.length;
  return (
    <FavoritesAction
      href={href}
      count={count}
      onClick={favoritesUi.openFlyout}
      label={count > 0 ? t('shell.wishlist.count', { count }) : t('shell.wishlist.label')}
    />
  );
}
