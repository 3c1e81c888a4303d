import { type EditionKey, getEdition } from '@shop/editions';
import type { AccountLink } from '@shop/ui';
import type { AccountSiteLinks } from '@/lib/account-site';

export type AccountPage = 'orderHistory' | 'personal' | 'address' | 'changePassword';

/**
 * The customer area's pages in menu order, at the edition's account routes (§2.1). A single-sign-on store links
 * order history and address to the external account site, and has no personal data or change password (§2.3).
 */
export function accountLinks(
  edition: EditionKey,
  current?: AccountPage,
  site?: AccountSiteLinks | null,
): (AccountLink & { current?: boolean })[] {
  if (site)
    return [
      { label: 'account.nav.orderHistory', href: site.orderHistory },
      { label: 'account.nav.address', href: site.address },
    ];
  const routes = getEdition(edition).accountRoutes;
  const pages: [AccountPage, AccountLink['label']][] = [
    ['orderHistory', 'account.nav.orderHistory'],
    ['personal', 'account.nav.personalData'],
    ['address', 'account.nav.address'],
    ['changePassword', 'account.nav.changePassword'],
  ];
  return pages.map(([page, label]) => ({
    label,
    href: routes[page],
    ...(page === current ? { current: true } : {}),
  }));
}
