import type { EditionKey } from '@shop/editions';
import { getIntl, type ShopIntl } from '@shop/i18n';
import { setRequestI18n } from '@shop/i18n/react';

/**
 * Loads the edition's texts and hands them to this request's server components (`useT` in `@shop/ui`). Every
 * route file that renders components calls it: Next.js renders a layout and its page independently.
 */
export async function provideRequestI18n(edition: EditionKey): Promise<ShopIntl> {
  const intl = await getIntl(edition);
  setRequestI18n(intl);
  return intl;
}
