// The customer-relationship lookup (spec §7): `POST {CRM_URL}/{cultureCode}/getUser` with `{email}` answers
// `{user}`. The own route asks only for the signed-in customer's own address; a non-ok answer is 'Request failed'.
import { type EditionKey, getEdition, resolveEditionConfig } from '@shop/editions';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { backendBudgets } from '../backend-budgets';
import { RouteError } from '../http/errors';
import type { RouteContext } from '../http/route';
import { logLine } from '../log';
import { observedFetch } from '../observe/backend-calls';
import { isSingleSignOn } from '../sso/config';
import { ssoSessionOf } from '../sso/session-answer';
import { accountAnswer } from './answers';
import { editionField, text } from './input';
import { NO_STORE, shopFor } from './shop';
import { decodeToken, TOKEN_COOKIE } from './token-cookie';

const SANDBOX_CRM_KEY = 'sandbox-crm-key';

/**
 * Where the service is and its key. Unset `CRM_URL`: the sandbox's wing beside the shop backend (the sandbox, or
 * whatever `SHOP_STOREFRONT_DOMAIN` names), with the sandbox's key.
 */
export function crmConfig(
  edition: EditionKey,
  env: NodeJS.ProcessEnv = process.env,
): { url: string; apiKey: string | undefined } {
  const url = env.CRM_URL?.trim();
  if (url) return { url: url.replace(/\/+$/, ''), apiKey: env.CRM_API_KEY?.trim() || undefined };
  return { url: `${resolveEditionConfig(edition, env).storefrontDomain}/crm`, apiKey: SANDBOX_CRM_KEY };
}

export const getUserBody = z.object({ edition: editionField, email: text(254) });

/** The signed-in customer's email: from the shop backend, or in a single-sign-on store from the token's claims. */
async function signedInEmail(request: NextRequest, edition: EditionKey): Promise<string | null> {
  // Verified without renewing: this answer carries no cookies (the header's session renews the token).
  if (isSingleSignOn(edition))
    return (await ssoSessionOf(request, edition, { renew: false })).claims?.email ?? null;
  const token = decodeToken(request.cookies.get(TOKEN_COOKIE)?.value);
  if (!token) return null;
  return (await shopFor(edition).customer.get(token.accessToken, NO_STORE)).data?.email ?? null;
}

/** The service's record of a customer; the fields the shop reads, the rest as the service sends them. */
export type CrmUser = Record<string, unknown> & { customerNumber?: unknown };

/**
 * The lookup itself, for an address the caller has checked is the signed-in customer's own: the route below
 * (`POST /api/account/getUser`) and the personal data page ask through it. A non-ok answer, a timeout or a body
 * without `user` is a 502 'Request failed'.
 */
export async function crmUserOf(edition: EditionKey, email: string): Promise<CrmUser> {
  const { url, apiKey } = crmConfig(edition);
  let response: Response;
  try {
    response = await observedFetch('crm')(
      `${url}/${encodeURIComponent(getEdition(edition).cultureCode)}/getUser`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ email }),
        cache: 'no-store',
        signal: AbortSignal.timeout(backendBudgets().crm),
      },
    );
  } catch {
    throw new RouteError(502, 'unavailable', { message: 'error.requestFailed' });
  }
  if (!response.ok) throw new RouteError(502, 'unavailable', { message: 'error.requestFailed' });
  const body = (await response.json().catch(() => null)) as { user?: unknown } | null;
  if (!body || typeof body.user !== 'object' || body.user === null)
    throw new RouteError(502, 'unavailable', { message: 'error.requestFailed' });
  return body.user as CrmUser;
}

/** The customer number of the customer's record, or null when the service cannot say (the failure is logged). */
export async function customerNumberOf(
  edition: EditionKey,
  email: string | null | undefined,
): Promise<string | null> {
  if (!email) return null;
  try {
    const { customerNumber } = await crmUserOf(edition, email);
    return typeof customerNumber === 'string' && customerNumber ? customerNumber : null;
  } catch (error) {
    logLine('warn', 'customer lookup failed', { edition, error });
    return null;
  }
}

export async function getUser(input: z.output<typeof getUserBody>, { request }: RouteContext) {
  const email = await signedInEmail(request, input.edition);
  if (!email) throw new RouteError(401, 'unauthenticated', { message: 'account.session.expired' });
  // Only the customer's own record: any other address is refused without asking the service.
  if (email.toLowerCase() !== input.email.trim().toLowerCase())
    throw new RouteError(403, 'forbidden', { message: 'error.requestFailed' });
  return accountAnswer({ crmUser: await crmUserOf(input.edition, email) });
}
