// The `react-server` build of `@shop/i18n/react`: server components read the texts of the request that is being
// rendered, set once per request by the route (`setRequestI18n`), instead of a React context they do not have.
import { cache } from 'react';
import type { ShopIntl } from './intl';
import type { Translate } from './types';

export type { MessageId, Translate } from './types';
export type ShopReactIntl = ShopIntl;

const requestI18n = cache((): { current: ShopIntl | null } => ({ current: null }));

/**
 * Makes `intl` (from `getIntl(edition)`) the texts of every server component in this request. Next.js renders a
 * layout and its page independently, so each route file that renders `@shop/ui` components calls it.
 */
export function setRequestI18n(intl: ShopIntl): void {
  requestI18n().current = intl;
}

/** The request's intl object, with the shop's `t`, `formatPrice`, `formatVat` and edition. */
export function useI18n(): ShopReactIntl {
  const intl = requestI18n().current;
  if (intl === null) {
    throw new Error('useI18n in a server component needs setRequestI18n(intl) earlier in the same request');
  }
  return intl;
}

/** Just the typed message function. */
export function useT(): Translate {
  return useI18n().t;
}
