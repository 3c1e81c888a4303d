// Mails every request whose variant is available again and deletes it; a request whose mail fails stays due for
// the next run, one whose product the edition no longer has is dropped.
import type { ContentResult } from '@shop/content-client';
import { canonicalUrl, type EditionKey, isEditionKey } from '@shop/editions';
import { contentClient } from '../../lib/context.server';
import { SHOP_BASE_URL } from '../../lib/site';
import type { Db } from '../db/database';
import { logLine } from '../log';
import { MailNotSent, sendMail } from '../mail/send';
import { notificationMail } from './notification-mail';
import { type BackInStockRequest, deleteRequests, dueRequests } from './request-store';

interface ProductLink {
  title: string;
  url: string;
}

/** The product of a variant; `null` when the edition no longer has it. */
async function productOfVariant(
  edition: EditionKey,
  variantId: string,
): Promise<ContentResult<ProductLink | null>> {
  const { data, error } = await contentClient(edition).lookup(
    { datatype: 'variant', ids: [variantId] },
    { cache: 'no-store' },
  );
  if (error) return { error };
  const [product] = data;
  const url = product ? canonicalUrl(SHOP_BASE_URL, product.url) : null;
  return { data: product && url ? { title: product.title, url } : null };
}

export async function notifyAvailableRequests(db: Db): Promise<Record<string, number>> {
  const counts = { sent: 0, failed: 0, dropped: 0 };
  const products = new Map<string, Promise<ContentResult<ProductLink | null>>>();
  const done: number[] = [];
  for (const request of await dueRequests(db)) {
    const edition = request.edition;
    if (!isEditionKey(edition)) {
      done.push(request.id);
      counts.dropped++;
      continue;
    }
    const key = `${edition} ${request.variantId}`;
    if (!products.has(key)) products.set(key, productOfVariant(edition, request.variantId));
    const { data: product, error } = await (products.get(key) as Promise<ContentResult<ProductLink | null>>);
    if (error) {
      logLine('warn', 'back-in-stock: product lookup failed; the request stays due', { key, error });
      counts.failed++;
      continue;
    }
    if (!product) {
      done.push(request.id);
      counts.dropped++;
      continue;
    }
    if (await send(request, edition, product)) {
      done.push(request.id);
      counts.sent++;
    } else counts.failed++;
  }
  await deleteRequests(db, done);
  return counts;
}

async function send(
  request: BackInStockRequest,
  edition: EditionKey,
  product: ProductLink,
): Promise<boolean> {
  const mail = await notificationMail({
    edition,
    email: request.email,
    productTitle: product.title,
    productUrl: product.url,
  });
  try {
    await sendMail('back-in-stock', mail);
    return true;
  } catch (error) {
    if (!(error instanceof MailNotSent)) throw error;
    return false;
  }
}
