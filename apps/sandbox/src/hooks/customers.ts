// Test hook POST /__sandbox/customers/expire-tokens {email}: that customer's access tokens expire now, as if
// their lifetime had passed, without shortening the TTL for every other test sharing the sandbox.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, parseJsonBody, readBody, sendJson } from '../floor/http';
import type { ShopState } from '../shop-api/context';
import { expireAccessTokensOf } from '../stores/customer-tokens';
import { customerByEmail } from '../stores/customers';

export async function handleCustomerHook(
  state: ShopState,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<number | null> {
  if (url.pathname !== '/__sandbox/customers/expire-tokens') return null;
  if (request.method !== 'POST') throw new HttpError(405, 'Use POST');
  const body = parseJsonBody(await readBody(request)) as Record<string, unknown>;
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!email) throw new HttpError(400, 'An email is required');
  const customer = await customerByEmail(state.db, email);
  if (!customer) throw new HttpError(404, 'No customer with this email');
  sendJson(response, 200, { email, expired: await expireAccessTokensOf(state.db, customer.id) });
  return 200;
}
