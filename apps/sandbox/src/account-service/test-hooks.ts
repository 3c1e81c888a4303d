// Test hooks of the account service (sandbox only): end every session of a customer, mint a validly signed token
// with a chosen expiry. The address lookup's failure comes from the sandbox's fault injection (/__sandbox/faults).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { HttpError, parseJsonBody, readBody } from '../floor/http';
import { customerByEmail } from '../stores/customers';
import { type ServiceContext, sendJsonBody } from './context';
import { endSessionsOf, startSession } from './sessions';
import { normaliseLocale } from './texts';
import { issueAccessToken } from './tokens';

export const HOOK_PREFIX = '/__sandbox/account-service/';

const Email = z.object({ email: z.string().trim().toLowerCase().min(3).max(254) });
const MintRequest = Email.extend({
  expiresIn: z.number().int().min(-31_536_000).max(31_536_000).optional(),
  audience: z.string().min(1).max(200).optional(),
  store: z.string().max(10).optional(),
});

async function body<T>(request: IncomingMessage, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(parseJsonBody(await readBody(request)));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(400, `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

async function customerOf(context: ServiceContext, email: string) {
  const customer = await customerByEmail(context.db, email);
  if (!customer) throw new HttpError(404, 'No customer with this email');
  return customer;
}

export async function handleAccountServiceHook(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<number> {
  if (request.method !== 'POST') throw new HttpError(405, 'Use POST');
  if (path === `${HOOK_PREFIX}expire-sessions`) {
    const { email } = await body(request, Email);
    const customer = await customerOf(context, email);
    return sendJsonBody(response, 200, { email, ended: await endSessionsOf(context.db, customer.id) });
  }
  if (path === `${HOOK_PREFIX}tokens`) {
    const input = await body(request, MintRequest);
    const customer = await customerOf(context, input.email);
    const session = await startSession(context.db, customer.id, normaliseLocale(input.store ?? 'de-DE'));
    const { token, claims } = await issueAccessToken(context.keys, context.config, session, customer, {
      ...(input.expiresIn !== undefined ? { expiresIn: input.expiresIn } : {}),
      ...(input.audience ? { audience: input.audience } : {}),
    });
    return sendJsonBody(response, 201, { access_token: token, claims });
  }
  throw new HttpError(404, 'No such sandbox endpoint');
}
