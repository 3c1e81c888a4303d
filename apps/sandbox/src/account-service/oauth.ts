// The token endpoint (RFC 6749: authorization_code and refresh_token grants, client authentication by body or
// HTTP Basic) and the revocation endpoint (RFC 7009). Server to server: no CORS.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { HttpError, parseJsonBody, readBody } from '../floor/http';
import { type ServiceContext, sendJsonBody } from './context';
import { endSession, issueGrant, sessionIdOfRefreshToken, spendGrant } from './sessions';
import { issueAccessToken } from './tokens';

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

const secret = z.string().min(1).max(512);
const TokenRequest = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: secret,
    redirect_uri: z.string().max(2048).optional(),
  }),
  z.object({ grant_type: z.literal('refresh_token'), refresh_token: secret }),
]);

function oauthError(response: ServerResponse, status: number, error: string, description: string): number {
  const headers: Record<string, string> = { ...NO_STORE };
  if (error === 'invalid_client') headers['www-authenticate'] = 'Basic realm="account-service"';
  return sendJsonBody(response, status, { error, error_description: description }, headers);
}

/** The body as flat string fields, from a form or a JSON object; null when it is neither. */
async function readParams(request: IncomingMessage): Promise<Record<string, string> | null> {
  const text = await readBody(request);
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = parseJsonBody(text);
    } catch (error) {
      if (error instanceof HttpError) return null;
      throw error;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    return Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  }
  return Object.fromEntries(new URLSearchParams(text));
}

const same = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** RFC 6749 §2.3.1: Basic credentials are form-encoded first; a malformed one matches nothing. */
function formDecoded(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function clientAuthenticated(
  context: ServiceContext,
  request: IncomingMessage,
  params: Record<string, string>,
) {
  let id: string | undefined = params.client_id;
  let password: string | undefined = params.client_secret;
  const basic = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '');
  if (basic) {
    const decoded = Buffer.from(basic[1] as string, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0) {
      id = formDecoded(decoded.slice(0, colon));
      password = formDecoded(decoded.slice(colon + 1));
    }
  }
  return (
    typeof id === 'string' &&
    typeof password === 'string' &&
    same(id, context.config.clientId) &&
    same(password, context.config.clientSecret)
  );
}

/** The parameters of an authenticated client's POST, or the status of the error already answered. */
async function clientParams(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<Record<string, string> | number> {
  if (request.method !== 'POST') return oauthError(response, 405, 'invalid_request', 'Use POST');
  const params = await readParams(request);
  if (!params)
    return oauthError(response, 400, 'invalid_request', 'The body must be a form or a JSON object');
  if (!clientAuthenticated(context, request, params))
    return oauthError(response, 401, 'invalid_client', 'Unknown client or wrong secret');
  return params;
}

export async function handleToken(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<number> {
  const params = await clientParams(context, request, response);
  if (typeof params === 'number') return params;
  if (params.grant_type !== 'authorization_code' && params.grant_type !== 'refresh_token') {
    return params.grant_type
      ? oauthError(
          response,
          400,
          'unsupported_grant_type',
          `grant_type ${params.grant_type} is not supported`,
        )
      : oauthError(response, 400, 'invalid_request', 'grant_type is required');
  }
  const parsed = TokenRequest.safeParse(params);
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'body';
    return oauthError(response, 400, 'invalid_request', `${field} is missing or malformed`);
  }
  const input = parsed.data;
  const kind = input.grant_type === 'authorization_code' ? 'code' : 'refresh';
  const outcome = await spendGrant(
    context.db,
    kind,
    input.grant_type === 'authorization_code' ? input.code : input.refresh_token,
  );
  if (!outcome.ok) return oauthError(response, 400, 'invalid_grant', outcome.reason);
  if (input.grant_type === 'authorization_code' && input.redirect_uri !== undefined) {
    let origin: string | null = null;
    try {
      origin = new URL(input.redirect_uri).origin;
    } catch {}
    if (origin !== outcome.origin) {
      await endSession(context.db, outcome.session.id);
      return oauthError(response, 400, 'invalid_grant', 'redirect_uri does not match the sign-in');
    }
  }
  const { token } = await issueAccessToken(context.keys, context.config, outcome.session, outcome.customer, {
    store: outcome.store,
  });
  const refreshToken = await issueGrant(
    context.db,
    'refresh',
    outcome.session.id,
    context.config.refreshTtl,
    {
      store: outcome.store,
    },
  );
  return sendJsonBody(
    response,
    200,
    {
      access_token: token,
      token_type: 'Bearer',
      expires_in: context.config.tokenTtl,
      refresh_token: refreshToken,
    },
    NO_STORE,
  );
}

export async function handleRevoke(
  context: ServiceContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<number> {
  const params = await clientParams(context, request, response);
  if (typeof params === 'number') return params;
  if (!params.token || params.token.length > 512)
    return oauthError(response, 400, 'invalid_request', 'token is required');
  const sessionId = await sessionIdOfRefreshToken(context.db, params.token);
  if (sessionId) await endSession(context.db, sessionId);
  return sendJsonBody(response, 200, {}, NO_STORE);
}
