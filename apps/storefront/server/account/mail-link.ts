import { type EditionKey, getEdition } from '@shop/editions';
import type { ShopIntl } from '@shop/i18n';
import { notFound } from 'next/navigation';
import type { ServiceFlow } from '../../lib/account-site';
import { provideRequestI18n } from '../../lib/i18n.server';
import { editionParam } from '../../lib/routing';
import { toServiceFlow } from '../sso/pages';

/** The query of a reset or activation link: the customer's numeric id and the one-time token the backend mailed. */
export type MailLinkQuery = { id?: string | string[]; token?: string | string[] };

export function mailLinkOf(query: MailLinkQuery): { id: string; token: string } | null {
  const id = Array.isArray(query.id) ? query.id[0] : query.id;
  const token = Array.isArray(query.token) ? query.token[0] : query.token;
  if (!id || !token || !/^\d{1,15}$/.test(id) || !/^[0-9a-zA-Z_-]{8,256}$/.test(token)) return null;
  return { id, token };
}

export type MailLinkPageProps = {
  params: Promise<{ edition: string; prefix: string }>;
  searchParams: Promise<MailLinkQuery>;
};

/**
 * What a mail link's page renders from: its edition (404 under another edition's prefix), texts and link. In a
 * single-sign-on store the page is the account service's (`flow`): the shopper is sent there.
 */
export async function mailLinkPage(
  { params, searchParams }: MailLinkPageProps,
  flow: ServiceFlow,
): Promise<{
  edition: EditionKey;
  intl: ShopIntl;
  link: { id: string; token: string } | null;
}> {
  const { edition: value, prefix } = await params;
  const edition = editionParam(value) ?? notFound();
  if (getEdition(edition).pathPrefix !== prefix) notFound();
  const link = mailLinkOf(await searchParams);
  // Passwords of single-sign-on customers are the account service's.
  toServiceFlow(edition, flow, link);
  return { edition, intl: await provideRequestI18n(edition), link };
}
