import { type EditionKey, getEdition } from '@shop/editions';
import type { AccountLink } from '@shop/ui';

export type AccountPage = 'orderHistory' | 'personal' | 'address' | 'changePassword';

/** The customer area's pages in menu order, at the edition's account routes (§2.1). */
export function accountLinks(
  edition: EditionKey,
  current?: AccountPage,
): (AccountLink & { current?: boolean })[] {
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
