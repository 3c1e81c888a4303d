// Every own route of the storefront is built here, so each keeps the same rules: input checked at the edge by a
// zod schema (types inferred from it), bad input answered 400/413/415 with a message key and never a 5xx, the
// shop's own origin required for mutations, and requests rate-limited per client and route.
import { DEFAULT_STORE, isEditionKey } from '@shop/editions';
import type { MessageId } from '@shop/i18n';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { SHOP_BASE_URL } from '../../lib/site';
import { type Db, database } from '../db/database';
import { logLine } from '../log';
import { plainPage } from '../plain-page';
import { countRequest, type RateLimitRule } from '../rate-limits';
import { keyedHash, storefrontSecret } from '../secrets';
import { hasValidSignature } from '../webhooks/signature';
import { MAX_BODY_BYTES, parseJson, readBody, requireJsonContentType } from './body';
import { clientAddress, trustedProxyCount } from './client-address';
import { errorResponse, messageOf, RouteError } from './errors';
import { requireSameOrigin } from './same-origin';

export interface RouteClient {
  /** As the request came (see client-address.ts); never stored. */
  address: string;
  /** A keyed hash of the address: what rate limits and reports keep. */
  key: string;
}

export interface RouteContext {
  request: NextRequest;
  db: Db;
  client: RouteClient;
}

export type RouteHandler = (request: NextRequest) => Promise<Response>;

/** A field's message in a schema: `z.email({ error: 'FORM_ERROR_PATTERN' })` with the key type-checked. */
export const fieldError = (message: MessageId) => ({ error: message });

interface RouteBase {
  /** Names the route in rate limits and logs. */
  name: string;
  rateLimit: RateLimitRule;
  /** What the form shows when the route fails for a reason the shopper cannot fix (403, 5xx). */
  failure?: MessageId;
}

export interface JsonRoute<S extends z.ZodType> extends RouteBase {
  body: S;
  maxBytes?: number;
  handle: (input: z.output<S>, context: RouteContext) => Promise<Response>;
  /** The route also takes its HTML form as the browser posts it, before hydration or without JavaScript. */
  form?: FormPost;
}

/**
 * An own route's HTML form posted by the browser itself (`application/x-www-form-urlencoded`): the same checks as
 * the JSON body (origin, rate limit, schema, handler), and the answer a page in the shopper's language.
 */
export interface FormPost {
  /** The form's fields as the route's JSON body. */
  input: (fields: URLSearchParams) => unknown;
  /** The page answering the post: `error` null when the handler took it; `fields` as posted, to show again. */
  page: (outcome: { fields: URLSearchParams; error: RouteError | null }) => Promise<Response>;
}

const isFormPost = (request: Request) =>
  request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ===
  'application/x-www-form-urlencoded';

/** A form post's answer page; what it refuses or fails on is that page too, never JSON. */
async function formPostAnswer<S extends z.ZodType>(
  route: JsonRoute<S> & { form: FormPost },
  request: NextRequest,
): Promise<Response> {
  let fields = new URLSearchParams();
  try {
    // Read first (bounded), so that every refusal, the origin's and the rate limit's too, shows what was typed.
    // Percent-encoding makes a byte beyond ASCII three: the form's text takes up to three times the JSON's room.
    const body = await readBody(request, 3 * (route.maxBytes ?? MAX_BODY_BYTES));
    fields = new URLSearchParams(new TextDecoder().decode(body));
    requireSameOrigin(request, SHOP_BASE_URL);
    const context = await routeContext(request);
    await enforceRateLimit(context, route.name, route.rateLimit);
    const answer = await route.handle(parseInput(route.body, route.form.input(fields)), context);
    if (!answer.ok) throw new RouteError(answer.status, 'unavailable');
    return await route.form.page({ fields, error: null });
  } catch (error) {
    if (!(error instanceof RouteError)) logLine('error', 'route failed', { route: route.name, error });
    const refusal = error instanceof RouteError ? error : new RouteError(500, 'internal');
    const page = await route.form.page({ fields, error: refusal });
    for (const [name, value] of Object.entries(refusal.options.headers ?? {})) page.headers.set(name, value);
    return page;
  }
}

export interface SignedRoute {
  name: string;
  /** The header holding the body's HMAC-SHA256 (base64). */
  signatureHeader: string;
  /** The shared secret; undefined while none is configured (the route then answers 503). */
  secret: () => string | undefined;
  maxBytes: number;
  handle: (body: unknown, request: NextRequest) => Promise<Response>;
}

export interface QueryRoute<S extends z.ZodType> extends RouteBase {
  /** The query string's parameters as an object (`?edition=de&q=waage` → `{edition, q}`), checked by the schema. */
  query: S;
  handle: (input: z.output<S>, context: RouteContext) => Promise<Response>;
}

export interface LinkRoute extends RouteBase {
  handle: (query: URLSearchParams, context: RouteContext) => Promise<Response>;
  /**
   * Opened by the browser itself (a link in a mail, the account service's redirect), not by the shop's script: what
   * it refuses (429, a bad query, a failure) is a page in the edition's language (`plainPage`), not JSON.
   */
  opened?: 'browser';
}

/** Answers a RouteError as itself, anything else as a logged 500: a handler never takes the process down. */
export function guarded(name: string, failure: MessageId | undefined, run: RouteHandler): RouteHandler {
  return async (request) => {
    try {
      return await run(request);
    } catch (error) {
      if (error instanceof RouteError) return errorResponse(error, failure);
      logLine('error', 'route failed', { route: name, error });
      return errorResponse(new RouteError(500, 'internal'), failure);
    }
  };
}

export async function routeContext(request: NextRequest): Promise<RouteContext> {
  const [{ db }, secret] = await Promise.all([database(), storefrontSecret()]);
  const address = clientAddress(request.headers, trustedProxyCount(process.env.TRUSTED_PROXY));
  return { request, db, client: { address, key: keyedHash(secret, 'client', address) } };
}

export async function enforceRateLimit(
  context: RouteContext,
  route: string,
  rule: RateLimitRule,
): Promise<void> {
  const verdict = await countRequest(context.db, route, context.client.key, rule);
  if (!verdict.allowed) {
    throw new RouteError(429, 'rate_limited', {
      headers: { 'retry-after': String(verdict.retryAfterSeconds) },
    });
  }
}

/** The value as the schema's output; the first problem as a 400 naming the field and its message key. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // Issues the schema gives no key of its own get the generic one; unknown fields are stripped by z.object.
  const result = schema.safeParse(value, { error: () => 'FORM_ERROR_PATTERN' });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.');
  throw new RouteError(400, 'invalid_input', {
    message: (issue?.message ?? 'FORM_ERROR_PATTERN') as MessageId,
    ...(field ? { field } : {}),
  });
}

/** A POST route taking a JSON body (a mutation: same origin only). */
export function jsonRoute<S extends z.ZodType>(route: JsonRoute<S>): RouteHandler {
  return guarded(route.name, route.failure, async (request) => {
    if (route.form && isFormPost(request)) return formPostAnswer({ ...route, form: route.form }, request);
    requireSameOrigin(request, SHOP_BASE_URL);
    const context = await routeContext(request);
    await enforceRateLimit(context, route.name, route.rateLimit);
    requireJsonContentType(request);
    const input = parseInput(
      route.body,
      parseJson(await readBody(request, route.maxBytes ?? MAX_BODY_BYTES)),
    );
    return route.handle(input, context);
  });
}

/**
 * A GET route the shop's own script reads data from (suggestions, product lookups): it changes nothing, so no origin
 * to check; its query is checked by a schema, and it is rate-limited like every own route.
 */
export function queryRoute<S extends z.ZodType>(route: QueryRoute<S>): RouteHandler {
  return guarded(route.name, route.failure, async (request) => {
    const context = await routeContext(request);
    await enforceRateLimit(context, route.name, route.rateLimit);
    const input = parseInput(route.query, Object.fromEntries(request.nextUrl.searchParams));
    return route.handle(input, context);
  });
}

/** A GET route a link in a mail opens: no origin to check (the link carries its own proof), rate-limited. */
export function linkRoute(route: LinkRoute): RouteHandler {
  const run: RouteHandler = async (request) => {
    const context = await routeContext(request);
    await enforceRateLimit(context, route.name, route.rateLimit);
    return route.handle(request.nextUrl.searchParams, context);
  };
  if (route.opened !== 'browser') return guarded(route.name, route.failure, run);
  return async (request) => {
    try {
      return await run(request);
    } catch (error) {
      if (!(error instanceof RouteError)) logLine('error', 'route failed', { route: route.name, error });
      return refusalPage(
        request,
        error instanceof RouteError ? error : new RouteError(500, 'internal'),
        route.failure,
      );
    }
  };
}

/** A link route's refusal as a page in the edition the link names (`?edition=`), else the default store's. */
async function refusalPage(
  request: NextRequest,
  error: RouteError,
  failure: MessageId | undefined,
): Promise<Response> {
  const named = request.nextUrl.searchParams.get('edition') ?? '';
  const edition = isEditionKey(named) ? named : DEFAULT_STORE;
  const notFound = error.status === 404;
  const page = await plainPage(
    edition,
    {
      title: notFound ? 'error.notFound.heading' : 'error.generic',
      text: notFound
        ? 'error.notFound.content'
        : (error.options.message ?? messageOf(error.code, failure ?? 'error.generic')),
      home: 'ERROR_PAGE_HOMEPAGE',
    },
    error.status,
  );
  for (const [name, value] of Object.entries(error.options.headers ?? {})) page.headers.set(name, value);
  return page;
}

/** A POST route a backend calls (webhooks): no origin or rate limit, but a body signed with a shared secret. */
export function signedRoute(route: SignedRoute): RouteHandler {
  return guarded(route.name, undefined, async (request) => {
    const secret = route.secret();
    if (!secret) {
      logLine('error', 'webhook secret not configured', { route: route.name });
      throw new RouteError(503, 'unavailable');
    }
    requireJsonContentType(request);
    const body = await readBody(request, route.maxBytes);
    if (!hasValidSignature(body, request.headers.get(route.signatureHeader), secret)) {
      logLine('warn', 'webhook signature refused', { route: route.name });
      throw new RouteError(401, 'invalid_signature');
    }
    return route.handle(parseJson(body), request);
  });
}
