// GET /api/newsletter/confirm and /api/newsletter/unsubscribe: the links of the confirmation mail.
import { type EditionKey, isEditionKey } from '@shop/editions';
import type { RouteContext } from '../http/route';
import { storefrontSecret } from '../secrets';
import { verifyLink } from '../signed-links';
import { linkPage } from './link-page';
import { confirmSubscription, deleteSubscription } from './subscription-store';

/** The language of the page before the link is checked: the edition the link names, else the global one. */
function editionOf(query: URLSearchParams): EditionKey {
  const edition = query.get('edition');
  return isEditionKey(edition) ? edition : 'en';
}

export async function confirmFromLink(query: URLSearchParams, { db }: RouteContext): Promise<Response> {
  const id = verifyLink(await storefrontSecret(), query.get('token') ?? '', 'newsletter-confirm');
  const subscription = id === null ? null : await confirmSubscription(db, id);
  if (!subscription) return linkPage(editionOf(query), 'invalid');
  return linkPage(isEditionKey(subscription.edition) ? subscription.edition : editionOf(query), 'confirmed');
}

export async function unsubscribeFromLink(query: URLSearchParams, { db }: RouteContext): Promise<Response> {
  const id = verifyLink(await storefrontSecret(), query.get('token') ?? '', 'newsletter-unsubscribe');
  if (id === null) return linkPage(editionOf(query), 'invalid');
  await deleteSubscription(db, id);
  return linkPage(editionOf(query), 'unsubscribed');
}
