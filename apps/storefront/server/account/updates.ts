// The customer area's changes (spec §2.3, §5): personal data, address, password. Each needs a valid token
// (§6): without one the answer is 401 and nothing is changed.
import { type EditionKey, getEdition, isEditionKey } from '@shop/editions';
import type { CustomerAccessToken, ShopError } from '@shop/shop-client';
import { addressErrors, passwordErrors, personalErrors } from '@shop/ui/model';
import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { RouteError } from '../http/errors';
import type { RouteContext } from '../http/route';
import { accountAnswer, accountUserOf } from './answers';
import { failed, SESSION_ENDED } from './failures';
import { editionField, password, text, withRules } from './input';
import { NO_STORE, shopFor } from './shop';
import { decodeToken, TOKEN_COOKIE, writeTokenCookie } from './token-cookie';

function tokenOf({ request }: RouteContext): CustomerAccessToken {
  const token = decodeToken(request.cookies.get(TOKEN_COOKIE)?.value);
  if (!token) throw new RouteError(401, 'unauthenticated', { message: 'account.session.expired' });
  return token;
}

/** An address id the backend does not know for this customer (gone, or changed in another tab). */
function addressFailed(error: ShopError | null | undefined): RouteError {
  if (error?.kind === 'not-found')
    return new RouteError(404, 'invalid_input', { message: 'account.address.gone' });
  return failed(error, ADDRESS_FIELDS);
}

// Zod runs the object's rules even when a field failed: an unknown edition has no country (its own issue is there).
const countryOf = (edition: EditionKey) => (isEditionKey(edition) ? getEdition(edition).code : '');

const PERSONAL_FIELDS = ['firstName', 'lastName', 'phone'];
const ADDRESS_FIELDS = ['firstName', 'lastName', 'company', 'address1', 'address2', 'zip', 'city'];

export const personalBody = z
  .object({ edition: editionField, firstName: text(), lastName: text(), phone: text(32) })
  .superRefine((value, context) =>
    withRules((v: typeof value) => personalErrors(v, countryOf(v.edition)))(value, context),
  );

export async function updatePersonal(input: z.output<typeof personalBody>, context: RouteContext) {
  const token = tokenOf(context);
  const shop = shopFor(input.edition);
  const updated = await shop.customer.update(
    token.accessToken,
    { firstName: input.firstName.trim(), lastName: input.lastName.trim(), phone: input.phone.trim() || null },
    NO_STORE,
  );
  if (updated.error) throw failed(updated.error, PERSONAL_FIELDS);
  const customer = await shop.customer.get(token.accessToken, NO_STORE);
  return accountAnswer({
    user: customer.data ? accountUserOf(customer.data) : undefined,
    message: 'account.personal.saved',
  });
}

export const addressBody = z
  .object({
    edition: editionField,
    id: z.string().max(200).optional(),
    firstName: text(),
    lastName: text(),
    company: text(),
    address1: text(),
    address2: text(),
    zip: text(32),
    city: text(),
    makeDefault: z.boolean().default(false),
  })
  .superRefine((value, context) =>
    withRules((v: typeof value) => addressErrors(v, countryOf(v.edition)))(value, context),
  );

/** The address page shows and edits the customer's first five addresses (§2.1). */
export const ADDRESS_LIMIT = 5;

/** Saves an address (a new one when no id is given, while fewer than five exist); optionally the default. */
export async function saveAddress(input: z.output<typeof addressBody>, context: RouteContext) {
  const token = tokenOf(context);
  const shop = shopFor(input.edition);
  const address = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    company: input.company.trim(),
    address1: input.address1.trim(),
    address2: input.address2.trim(),
    zip: input.zip.trim(),
    city: input.city.trim(),
    country: getEdition(input.edition).code,
  };
  if (!input.id) {
    const customer = await shop.customer.get(token.accessToken, NO_STORE);
    if (!customer.data) throw failed(customer.error ?? SESSION_ENDED);
    if (customer.data.addresses.length >= ADDRESS_LIMIT)
      throw new RouteError(409, 'invalid_input', { message: 'account.address.limit' });
  }
  const saved = input.id
    ? await shop.customer.addressUpdate(token.accessToken, input.id, address, NO_STORE)
    : await shop.customer.addressCreate(token.accessToken, address, NO_STORE);
  if (!saved.data) throw addressFailed(saved.error);
  if (input.makeDefault) await makeDefault(shop, token, saved.data.id);
  return accountAnswer({ message: 'account.address.saved' });
}

async function makeDefault(shop: ReturnType<typeof shopFor>, token: CustomerAccessToken, id: string) {
  const updated = await shop.customer.defaultAddressUpdate(token.accessToken, id, NO_STORE);
  if (updated.error) throw addressFailed(updated.error);
}

export const defaultAddressBody = z.object({ edition: editionField, id: z.string().min(1).max(200) });

/** Makes one of the customer's addresses their default (customerDefaultAddressUpdate). */
export async function setDefaultAddress(input: z.output<typeof defaultAddressBody>, context: RouteContext) {
  await makeDefault(shopFor(input.edition), tokenOf(context), input.id);
  return accountAnswer({ message: 'account.address.defaultSaved' });
}

export const passwordBody = z
  .object({ edition: editionField, password: password(), passwordRepeat: password() })
  .superRefine(withRules(passwordErrors));

/** A new password: the backend deletes every old token and issues a new one, which replaces the cookie. */
export async function changePassword(
  input: z.output<typeof passwordBody>,
  context: RouteContext,
): Promise<NextResponse> {
  const token = tokenOf(context);
  const updated = await shopFor(input.edition).customer.update(
    token.accessToken,
    { password: input.password },
    NO_STORE,
  );
  if (!updated.data) throw failed(updated.error, ['password']);
  const response = accountAnswer({ message: 'account.password.saved' });
  if (updated.data.accessToken)
    writeTokenCookie(response.cookies, updated.data.accessToken, context.request.url);
  return response;
}
