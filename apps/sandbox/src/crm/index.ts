// The customer-relationship service's wing (spec §7 customer lookup): `POST /crm/{cultureCode}/getUser` with
// `{email}` answers `{user}`, the service's record of a shop customer. The service keeps its own view of each
// customer; the sandbox derives it from the shop's customers table, so every shop customer is known.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/database';
import { HttpError, parseJsonBody, readBody, sendJson } from '../floor/http';
import { customerByEmail, normalEmail } from '../stores/customers';

/** The service's key; real deployments configure their own (`CRM_API_KEY` on the storefront). */
export const DEFAULT_CRM_API_KEY = 'sandbox-crm-key';
export const CRM_PREFIX = '/crm/';

/** The culture codes the service keeps customers for: one per edition. */
const CULTURE_CODES = new Set(['de-DE', 'en', 'fr-FR', 'it-IT', 'nl-NL', 'pl-PL', 'en-GB', 'es-ES', 'id-ID']);

/** The fields the service answers (docs/accounts.md): who the customer is to customer service. */
export interface CrmUser {
  customerNumber: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  cultureCode: string;
  newsletterOptIn: boolean;
  /** 'enabled' (has a password) or 'invited', as the shop knows it. */
  accountStatus: string;
  customerSince: string;
}

export function isCrmPath(path: string): boolean {
  return path.startsWith(CRM_PREFIX);
}

export async function handleCrm(
  db: Db,
  apiKeys: readonly string[],
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<number> {
  const match = /^\/crm\/([A-Za-z]{2}(?:-[A-Za-z]{2})?)\/getUser$/.exec(path);
  if (!match) return send(response, 404, { error: 'Not found' });
  if (request.method !== 'POST') return send(response, 405, { error: 'Use POST' });
  const auth = request.headers.authorization ?? '';
  if (!apiKeys.some((key) => auth === `Bearer ${key}`)) return send(response, 401, { error: 'Unauthorized' });
  const cultureCode = match[1] as string;
  if (!CULTURE_CODES.has(cultureCode))
    return send(response, 400, { error: `Unknown culture code ${cultureCode}` });
  let body: unknown;
  try {
    body = parseJsonBody(await readBody(request));
  } catch (error) {
    if (error instanceof HttpError) return send(response, error.status, { error: error.message });
    throw error;
  }
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  if (typeof email !== 'string' || !email.includes('@'))
    return send(response, 400, { error: 'email is required' });
  const customer = await customerByEmail(db, normalEmail(email));
  if (!customer) return send(response, 404, { error: 'User not found' });
  const user: CrmUser = {
    customerNumber: `C${String(customer.id).padStart(8, '0')}`,
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    phone: customer.phone,
    cultureCode,
    newsletterOptIn: customer.acceptsMarketing,
    accountStatus: customer.state,
    customerSince: customer.createdAt.toISOString(),
  };
  return send(response, 200, { user });
}

function send(response: ServerResponse, status: number, body: unknown): number {
  sendJson(response, status, body);
  return status;
}
