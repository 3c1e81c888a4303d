'use client';

import { type EditionKey, getEdition, routePath } from '@shop/editions';
import { cartSummary } from '@shop/session';
import { useFavorites, useOptimisticCart, useUser } from '@shop/session/react';
import { Header, type NavItem } from '@shop/ui';
import { usePathname, useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { markCurrent } from '@/lib/navigation';
import { useVisitQueryClient } from '@/lib/visit-query-client';
import { HeaderAccount } from './account/HeaderAccount';
import { useCartUi } from './CartUi';
import { useFavoritesUi } from './favorites/FavoritesUi';
import { CartSwitchNotice, ShellCountrySelector } from './ShellCountrySelector';
import { useAutosuggest } from './useAutosuggest';

/** The header with the session's counts and the search's suggestions; the cart icon opens the flyout. */
export function ShellHeader({
  edition,
  brandName,
  navigation,
  catalogueMode,
}: {
  edition: EditionKey;
  brandName: string;
  navigation: NavItem[];
  catalogueMode: boolean;
}) {
  const settings = getEdition(edition);
  // Changes under way show in the count once an island has made the visit's QueryClient.
  const { quantityInCart } = cartSummary(useOptimisticCart(useVisitQueryClient()?.getMutationCache()));
  const { favorites } = useFavorites();
  const user = useUser();
  const cartUi = useCartUi();
  const favoritesUi = useFavoritesUi();
  const router = useRouter();
  const pathname = usePathname();
  const items = useMemo(() => markCurrent(navigation, pathname), [navigation, pathname]);
  const autosuggest = useAutosuggest(edition);
  return (
    <>
      <Header
        homeHref={routePath(edition, 'home') ?? '/'}
        brandName={brandName}
        navigation={items}
        currentPath={pathname}
        onNavigate={(href) => router.push(href)}
        search={{
          action: settings.searchRoute,
          name: 'q',
          onPhraseChange: autosuggest.onPhraseChange,
          onFocus: autosuggest.onFocus,
          suggestions: autosuggest.suggestions,
          onNavigate: (url) => router.push(url),
        }}
        cartCount={quantityInCart}
        cartHref={settings.cartRoute}
        onCartClick={() => cartUi.openFlyout('cart')}
        accountHref={
          user && !settings.singleSignOn ? settings.accountRoutes.personal : settings.accountRoutes.login
        }
        account={<HeaderAccount edition={edition} />}
        favoritesHref={settings.favoritesRoute}
        favoritesCount={favorites.length}
        onFavoritesClick={favoritesUi.openFlyout}
        catalogueMode={catalogueMode}
        selector={<ShellCountrySelector edition={edition} path={pathname} />}
      />
      <CartSwitchNotice edition={edition} />
      {autosuggest.island}
    </>
  );
}
