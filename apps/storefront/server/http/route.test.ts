// The route helper driven directly (no HTTP server), on an in-memory database: each rule once. The routes built on
// it are driven over HTTP by e2e/own-route.ts.
import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { closeDatabase } from '../db/database';
import { RouteError } from './errors';
import { fieldError, jsonRoute, linkRoute, queryRoute } from './route';

process.env.STOREFRONT_DATA_DIR = 'memory://';
process.env.TRUSTED_PROXY = '1';
afterAll(closeDatabase);

const SHOP = 'http://localhost:3000';
let clients = 0;
/** Each test is its own client (TRUSTED_PROXY=1 believes the proxy's X-Forwarded-For), so limits never leak. */
const newClient = () => `198.51.100.${++clients}`;

const echo = jsonRoute({
  name: 'test-echo',
  rateLimit: { limit: 3, windowSeconds: 60 },
  failure: 'NEWSLETTER_FAILURE',
  body: z.object({
    email: z.email(fieldError('FORM_ERROR_PATTERN')),
    count: z.number().int().default(1),
  }),
  handle: async (input, context) => Response.json({ input, client: context.client.key }),
});

function post(
  body: string,
  { client = newClient(), headers = {} }: { client?: string; headers?: Record<string, string> } = {},
) {
  return echo(
    new NextRequest(`${SHOP}/api/test`, {
      method: 'POST',
      body,
      headers: {
        host: 'localhost:3000',
        origin: SHOP,
        'content-type': 'application/json',
        'x-forwarded-for': client,
        ...headers,
      },
    }),
  );
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string; field?: string } }).error;
}

describe('input is checked at the edge by the schema', () => {
  it('passes the parsed input on, without the fields it does not know', async () => {
    const response = await post(JSON.stringify({ email: 'ada@example.com', admin: true }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { input: unknown }).input).toEqual({
      email: 'ada@example.com',
      count: 1,
    });
  });

  it('answers a field that breaks its rule 400 with the field and its message key', async () => {
    const response = await post(JSON.stringify({ email: 'not an address' }));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'invalid_input',
      message: 'FORM_ERROR_PATTERN',
      field: 'email',
    });
  });

  it('gives issues without a key of their own the generic key', async () => {
    const response = await post(JSON.stringify({ email: 'ada@example.com', count: 'many' }));
    expect(await errorOf(response)).toEqual({
      code: 'invalid_input',
      message: 'FORM_ERROR_PATTERN',
      field: 'count',
    });
    const notAnObject = await post('"ada@example.com"');
    expect(await errorOf(notAnObject)).toEqual({ code: 'invalid_input', message: 'FORM_ERROR_PATTERN' });
  });
});

describe('bad requests are 4xx, never 5xx', () => {
  it('malformed JSON is 400', async () => {
    const response = await post('{"email": ');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('invalid_json');
  });

  it('another content type is 415', async () => {
    const response = await post('email=ada@example.com', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(await errorOf(response)).toEqual({
      code: 'unsupported_media_type',
      message: 'FORM_ERROR_PATTERN',
    });
  });

  it('a body over 16 kB is 413, also when it does not say its length', async () => {
    const big = JSON.stringify({ email: 'ada@example.com', padding: 'x'.repeat(16 * 1024) });
    expect((await post(big)).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const unannounced = new Request(`${SHOP}/api/test`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { origin: SHOP, 'content-type': 'application/json', 'x-forwarded-for': newClient() },
    } as RequestInit);
    const response = await echo(new NextRequest(unannounced));
    expect(response.status).toBe(413);
  });
});

describe('mutations come from the shop itself', () => {
  it('refuses another origin, and a request that names none, with 403 and the route failure key', async () => {
    const foreign = await post('{}', { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await errorOf(foreign)).toEqual({ code: 'foreign_origin', message: 'NEWSLETTER_FAILURE' });
    const anonymous = await post(JSON.stringify({ email: 'ada@example.com' }), { headers: { origin: '' } });
    expect(anonymous.status).toBe(403);
  });

  it("accepts the request's own host and a same-origin fetch without Origin", async () => {
    const ownHost = await post(JSON.stringify({ email: 'ada@example.com' }), {
      headers: { origin: 'http://shop.internal:3000', host: 'shop.internal:3000' },
    });
    expect(ownHost.status).toBe(200);
    const fetchMetadata = await post(JSON.stringify({ email: 'ada@example.com' }), {
      headers: { origin: '', 'sec-fetch-site': 'same-origin' },
    });
    expect(fetchMetadata.status).toBe(200);
  });
});

describe('requests are rate-limited per client and route', () => {
  it('answers 429 with Retry-After past the limit, to that client only', async () => {
    const client = newClient();
    const body = JSON.stringify({ email: 'ada@example.com' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(body, { client })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await post(body, { client });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await errorOf(limited)).toEqual({ code: 'rate_limited', message: 'error.tooManyRequests' });
    expect((await post(body)).status).toBe(200);
  });

  it('counts the same client separately on another route', async () => {
    const client = newClient();
    const link = linkRoute({
      name: 'test-link',
      rateLimit: { limit: 1, windowSeconds: 60 },
      handle: async () => new Response('ok'),
    });
    const open = () => link(new NextRequest(`${SHOP}/api/link`, { headers: { 'x-forwarded-for': client } }));
    for (let i = 0; i < 3; i++) await post(JSON.stringify({ email: 'ada@example.com' }), { client });
    expect((await open()).status).toBe(200);
    expect((await open()).status).toBe(429);
  });
});

describe('a GET route the shop’s script reads data from', () => {
  const lookup = queryRoute({
    name: 'test-lookup',
    rateLimit: { limit: 2, windowSeconds: 60 },
    query: z.object({ edition: z.enum(['de', 'pl']), q: z.string().trim().min(1).max(10) }),
    handle: async (input) => Response.json(input),
  });
  const get = (query: string, client = newClient()) =>
    lookup(new NextRequest(`${SHOP}/api/lookup?${query}`, { headers: { 'x-forwarded-for': client } }));

  it('hands the parsed query on, from any origin (it changes nothing)', async () => {
    const response = await get('edition=pl&q=%20waage%20&extra=1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ edition: 'pl', q: 'waage' });
  });

  it('answers a bad query 400 with the field and a message key, as every own route does', async () => {
    for (const query of [
      'edition=xx&q=waage',
      'q=waage',
      'edition=de&q=',
      'edition=de&q=far-too-long-a-phrase',
    ]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: 'invalid_input', message: 'FORM_ERROR_PATTERN' });
    }
    expect(await errorOf(await get('edition=de'))).toMatchObject({ field: 'q' });
  });

  it('is rate-limited per client', async () => {
    const client = newClient();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await get('edition=de&q=waage', client)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('a link the browser opens itself (a mail’s link) is refused with a page, not JSON', () => {
  const confirm = linkRoute({
    name: 'test-browser-link',
    rateLimit: { limit: 1, windowSeconds: 60 },
    opened: 'browser',
    handle: async (query) => {
      if (!query.get('token')) throw new RouteError(400, 'invalid_input', { message: 'FORM_ERROR_PATTERN' });
      return new Response('confirmed');
    },
  });
  const open = (query: string, client = newClient()) =>
    confirm(new NextRequest(`${SHOP}/api/link?${query}`, { headers: { 'x-forwarded-for': client } }));

  it('past its limit: 429 with Retry-After, as a page in the language the link names', async () => {
    const client = newClient();
    expect((await open('edition=pl&token=a', client)).status).toBe(200);
    const limited = await open('edition=pl&token=a', client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get('content-type')).toContain('text/html');
    const html = await limited.text();
    expect(html).toContain('<html lang="pl-PL">');
    expect(html).toContain('Zbyt wiele prób');
  });

  it('bad input in the default store’s language when the link names no edition', async () => {
    const refused = await open('edition=xx');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('<html lang="fr-FR">');
  });
});

describe('a failing handler', () => {
  it('answers 500 with the failure key and keeps serving', async () => {
    const failing = jsonRoute({
      name: 'test-failing',
      rateLimit: { limit: 10, windowSeconds: 60 },
      failure: 'NEWSLETTER_FAILURE',
      body: z.object({}),
      handle: async () => {
        throw new Error('database gone');
      },
    });
    const request = () =>
      new NextRequest(`${SHOP}/api/failing`, {
        method: 'POST',
        body: '{}',
        headers: { origin: SHOP, 'content-type': 'application/json', 'x-forwarded-for': newClient() },
      });
    const response = await failing(request());
    expect(response.status).toBe(500);
    expect(await errorOf(response)).toEqual({ code: 'internal', message: 'NEWSLETTER_FAILURE' });
    expect((await post(JSON.stringify({ email: 'ada@example.com' }))).status).toBe(200);
  });
});

describe('a JSON route that takes its HTML form too (posted without JavaScript) answers with a page', () => {
  const handled: unknown[] = [];
  const outcomes: { fields: string; error: string | null }[] = [];
  const form = jsonRoute({
    name: 'test-form',
    rateLimit: { limit: 2, windowSeconds: 60 },
    body: z.object({ email: z.email(fieldError('validation.email.invalid')) }),
    handle: async (input) => {
      handled.push(input);
      return Response.json({ status: 'ok' });
    },
    form: {
      input: (fields) => ({ email: fields.get('email') }),
      page: async ({ fields, error }) => {
        outcomes.push({
          fields: fields.toString(),
          error: error && `${error.status} ${error.options.field ?? ''}`,
        });
        return new Response('page', {
          status: error?.status ?? 200,
          headers: { 'content-type': 'text/html' },
        });
      },
    },
  });
  const send = (
    body: string,
    { client = newClient(), headers = {} }: { client?: string; headers?: Record<string, string> } = {},
  ) =>
    form(
      new NextRequest(`${SHOP}/api/form`, {
        method: 'POST',
        body,
        headers: {
          host: 'localhost:3000',
          origin: SHOP,
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': client,
          ...headers,
        },
      }),
    );

  it('hands the fields to the handler through the schema, and answers with the page', async () => {
    handled.length = 0;
    outcomes.length = 0;
    const response = await send('email=ada%40example.com&extra=1');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('page');
    expect(handled).toEqual([{ email: 'ada@example.com' }]);
    expect(outcomes).toEqual([{ fields: 'email=ada%40example.com&extra=1', error: null }]);
  });

  it('refuses bad input, another origin and a client past its limit with the page, the fields kept', async () => {
    handled.length = 0;
    outcomes.length = 0;
    expect((await send('email=not+an+address')).status).toBe(400);
    expect(
      (await send('email=ada%40example.com', { headers: { origin: 'https://evil.example' } })).status,
    ).toBe(403);
    const client = newClient();
    await send('email=ada%40example.com', { client });
    await send('email=ada%40example.com', { client });
    const limited = await send('email=ada%40example.com', { client });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(handled).toHaveLength(2);
    expect(outcomes[0]).toEqual({ fields: 'email=not+an+address', error: '400 email' });
    expect(outcomes[1]).toEqual({ fields: 'email=ada%40example.com', error: '403 ' });
    expect(outcomes[4]).toEqual({ fields: 'email=ada%40example.com', error: '429 ' });
  });

  it('still takes JSON from script', async () => {
    const response = await send(JSON.stringify({ email: 'ada@example.com' }), {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
