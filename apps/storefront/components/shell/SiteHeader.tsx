import { type EditionKey, getEdition, routePath } from '@shop/editions';
import type { MessageId } from '@shop/i18n';
import { useT } from '@shop/i18n/react';
import { Header, type NavItem, type SubmenuData } from '@shop/ui';
import { deliveryOptionsFor, switchOptionsFor } from '@/lib/country-options';
import type { DeliveryCountry } from '@/lib/navigation';
import { HeaderAccount } from '../account/HeaderAccount';
import { ShellCart, ShellFavorites, ShellSearch } from './ShellActions';
import { ShellCountrySelector } from './ShellCountrySelector';
import { ShellRouting } from './ShellRouting';

/**
 * The header, rendered on the server: its frame, logo and action links are markup; the navigation (drawn from the
 * menu's props, which the phone's drawer shares), the search, the counts, the account menu, the selector and the
 * panels' state are client leaves (docs/ui.md, "Server components by default").
 */
export function SiteHeader({
  edition,
  brandName,
  navigation,
  flyoutTeasers,
  deliveryCountries = [],
  catalogueMode,
}: {
  edition: EditionKey;
  brandName: string;
  navigation: NavItem[];
  /** The `flyout-snippet`'s teasers for every desktop flyout. */
  flyoutTeasers?: SubmenuData['articles'];
  /** The menu's delivery-country entry (`deliveryCountries`); empty: the store list. */
  deliveryCountries?: DeliveryCountry[];
  catalogueMode: boolean;
}) {
  const settings = getEdition(edition);
  const t = useT();
  const label = (key: string) => t(key as MessageId);
  return (
    <ShellRouting>
      <Header
        homeHref={routePath(edition, 'home') ?? '/'}
        brandName={brandName}
        navigation={navigation}
        flyoutTeasers={flyoutTeasers}
        search={<ShellSearch edition={edition} action={settings.searchRoute} />}
        favorites={<ShellFavorites href={settings.favoritesRoute} />}
        cart={<ShellCart href={settings.cartRoute} />}
        accountHref={settings.accountRoutes.login}
        account={<HeaderAccount edition={edition} loginRoute={settings.accountRoutes.login} />}
        catalogueMode={catalogueMode}
        selector={
          <ShellCountrySelector
            edition={edition}
            options={switchOptionsFor(edition, label)}
            delivery={deliveryOptionsFor(edition, deliveryCountries, label)}
            countryName={label(settings.nameKey)}
          />
        }
      />
    </ShellRouting>
  );
}
