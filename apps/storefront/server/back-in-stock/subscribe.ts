// POST /api/back-in-stock {email, variantId, edition} (spec §5: the notification email is required): stores the
// request in the edition's language; the notification goes out when the shop reports the variant available.
import { EDITION_KEYS, getEdition } from '@shop/editions';
import { z } from 'zod';
import { emailField } from '../http/email-field';
import type { RouteContext } from '../http/route';
import { recordRequest } from './request-store';

export const backInStockBody = z.object({
  email: emailField({ required: 'backInStock.emailRequired', pattern: 'validation.email.invalid' }),
  variantId: z.string().regex(/^gid:\/\/shopify\/ProductVariant\/\d{1,20}$/),
  edition: z.enum(EDITION_KEYS),
});

export type BackInStockBody = z.output<typeof backInStockBody>;

export async function subscribeBackInStock(input: BackInStockBody, { db }: RouteContext): Promise<Response> {
  await recordRequest(db, {
    email: input.email,
    variantId: input.variantId,
    edition: input.edition,
    language: getEdition(input.edition).locale,
  });
  return Response.json({ status: 'subscribed' }, { status: 201, headers: { 'cache-control': 'no-store' } });
}
