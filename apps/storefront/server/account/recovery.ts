// Forgot password, the reset page and the activation of an invited customer (spec §2.3, §4). Mail links carry
// the customer's id and a one-time token from the shop backend; the backend checks both.
import { resolveEditionConfig } from '@shop/editions';
import { emailRule, passwordErrors } from '@shop/ui/model';
import type { NextResponse } from 'next/server';
import { z } from 'zod';
import { RouteError } from '../http/errors';
import type { RouteContext } from '../http/route';
import { accountAnswer } from './answers';
import { editionField, password, text, withRules } from './input';
import { NO_STORE, shopFor } from './shop';
import { signedIn } from './sign-in';

export const recoverBody = z
  .object({ edition: editionField, email: text(254).transform((value) => value.trim()) })
  .superRefine(withRules((value: { email: string }) => ({ email: emailRule(value.email) })));

/** The same answer whether an account exists or not; only a backend that cannot be reached is a failure. */
export async function recover(input: z.output<typeof recoverBody>): Promise<NextResponse> {
  const result = await shopFor(input.edition).customer.recover(input.email, NO_STORE);
  if (result.error && (result.error.kind === 'network' || result.error.kind === 'backend'))
    throw new RouteError(503, 'unavailable', { message: 'error.generic' });
  return accountAnswer({ message: 'account.forgot.sent' }, 202);
}

const linkFields = {
  edition: editionField,
  id: z.string().regex(/^\d{1,15}$/, 'account.reset.invalid'),
  token: z.string().regex(/^[0-9a-zA-Z_-]{8,256}$/, 'account.reset.invalid'),
  password: password(),
  passwordRepeat: password(),
};

export const resetBody = z.object(linkFields).superRefine(withRules(passwordErrors));

const invalidLink = () => new RouteError(400, 'invalid_input', { message: 'account.reset.invalid' });

/** Sets the new password with the mailed token, then signs the customer in with it. */
export async function resetPassword(
  input: z.output<typeof resetBody>,
  { request }: RouteContext,
): Promise<NextResponse> {
  const shop = shopFor(input.edition);
  const reset = await shop.customer.reset(
    { id: `gid://shopify/Customer/${input.id}`, resetToken: input.token, password: input.password },
    NO_STORE,
  );
  if (!reset.data?.email) throw invalidLink();
  const token = await shop.customer.createAccessToken(
    { email: reset.data.email, password: input.password },
    NO_STORE,
  );
  if (!token.data) throw new RouteError(503, 'unavailable', { message: 'error.generic' });
  return signedIn(input.edition, token.data, request.url, 'account.password.saved');
}

export const activateBody = z.object(linkFields).superRefine(withRules(passwordErrors));

/** The invited customer's activation: the shop backend's activation URL is rebuilt from id and token. */
export async function activate(
  input: z.output<typeof activateBody>,
  { request }: RouteContext,
): Promise<NextResponse> {
  const shop = shopFor(input.edition);
  const origin = new URL(shopOrigin(input.edition)).origin;
  const activated = await shop.customer.activateByUrl(
    { activationUrl: `${origin}/account/activate/${input.id}/${input.token}`, password: input.password },
    NO_STORE,
  );
  if (!activated.data?.accessToken) throw invalidLink();
  return signedIn(input.edition, activated.data.accessToken, request.url, 'account.created');
}

function shopOrigin(edition: z.output<typeof editionField>): string {
  // The activation URL the shop mailed is on the shop's own domain.
  return resolveEditionConfig(edition, process.env).storefrontDomain;
}
