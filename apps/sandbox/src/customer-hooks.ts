// Test hook POST /__sandbox/customers/expire-tokens {email}: that customer's access tokens expire now, as if
// their lifetime had passed, without shortening the TTL for every other test sharing the sandbox.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, gt } from 'drizzle-orm';
import { customerAccessTokens, customers } from './db/schema';
import { HttpError, parseJsonBody, readBody, sendJson } from './http';
import type { ShopState } from './shop-api/context';

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
  const [customer] = await state.db.select().from(customers).where(eq(customers.email, email));
  if (!customer) throw new HttpError(404, 'No customer with this email');
  const now = new Date();
  const expired = await state.db
    .update(customerAccessTokens)
    .set({ expiresAt: new Date(now.getTime() - 1000) })
    .where(and(eq(customerAccessTokens.customerId, customer.id), gt(customerAccessTokens.expiresAt, now)))
    .returning({ customerId: customerAccessTokens.customerId });
  sendJson(response, 200, { email, expired: expired.length });
  return 200;
}
