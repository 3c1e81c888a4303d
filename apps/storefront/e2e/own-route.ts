// The one driver of the storefront's own routes over HTTP: good input, each kind of bad input, a foreign origin
// and a burst. Every own route's spec calls `testOwnRoute`. Each request comes from its own client address (the
// test server trusts one proxy's X-Forwarded-For), so limits reached in one test never touch another.
import { randomInt } from 'node:crypto';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';

export interface OwnRouteSpec {
  path: string;
  /** A good body; called for each request, so each can be fresh (a new address, say). */
  good: () => Record<string, unknown>;
  /** The status good input answers. */
  accepted: number;
  /** Bodies that break a rule, with the message key the form then shows, and the field at fault. */
  invalid: { rule: string; body: unknown; message: string; field?: string }[];
  /** The key the form shows when the route fails for a reason the shopper cannot fix (here: foreign origin). */
  failure: string;
  /** Requests a client may send in one window. */
  limit: number;
}

export const newClient = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export function postJson(
  request: APIRequestContext,
  baseURL: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
  client = newClient(),
): Promise<APIResponse> {
  return request.post(path, {
    // Bytes as given: a string Playwright would encode as JSON itself when it does not parse.
    data: Buffer.from(body),
    headers: { origin: baseURL, 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    failOnStatusCode: false,
  });
}

async function expectError(response: APIResponse, status: number, error: Record<string, string>) {
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(((await response.json()) as { error: unknown }).error).toEqual(error);
}

export function testOwnRoute(spec: OwnRouteSpec) {
  test.describe(`${spec.path} keeps the rules of every own route`, () => {
    const send = (request: APIRequestContext, baseURL: string | undefined, body: string, headers = {}) =>
      postJson(request, baseURL ?? '', spec.path, body, headers);

    test('good input is accepted', async ({ request, baseURL }) => {
      expect((await send(request, baseURL, JSON.stringify(spec.good()))).status()).toBe(spec.accepted);
    });

    test('unknown fields are ignored', async ({ request, baseURL }) => {
      const body = JSON.stringify({ ...spec.good(), isAdmin: true, status: 'confirmed' });
      expect((await send(request, baseURL, body)).status()).toBe(spec.accepted);
    });

    for (const { rule, body, message, field } of spec.invalid) {
      test(`${rule}: 400 with ${message}`, async ({ request, baseURL }) => {
        await expectError(await send(request, baseURL, JSON.stringify(body)), 400, {
          code: 'invalid_input',
          message,
          ...(field ? { field } : {}),
        });
      });
    }

    test('malformed JSON is 400', async ({ request, baseURL }) => {
      await expectError(await send(request, baseURL, '{"email": "ada@'), 400, {
        code: 'invalid_json',
        message: 'FORM_ERROR_PATTERN',
      });
    });

    test('another content type is 415', async ({ request, baseURL }) => {
      const response = await send(request, baseURL, JSON.stringify(spec.good()), {
        'content-type': 'text/plain',
      });
      await expectError(response, 415, { code: 'unsupported_media_type', message: 'FORM_ERROR_PATTERN' });
    });

    test('a body over 16 kB is 413', async ({ request, baseURL }) => {
      const body = JSON.stringify({ ...spec.good(), padding: 'x'.repeat(16 * 1024) });
      await expectError(await send(request, baseURL, body), 413, {
        code: 'payload_too_large',
        message: 'FORM_ERROR_PATTERN',
      });
    });

    test('a foreign origin is 403, and so is a request that names none', async ({ request, baseURL }) => {
      const good = JSON.stringify(spec.good());
      await expectError(await send(request, baseURL, good, { origin: 'https://attacker.example' }), 403, {
        code: 'foreign_origin',
        message: spec.failure,
      });
      expect(
        (await send(request, baseURL, good, { origin: '', 'sec-fetch-site': 'cross-site' })).status(),
      ).toBe(403);
    });

    test(`a burst past ${spec.limit} requests is 429 with Retry-After, for that client only`, async ({
      request,
      baseURL,
    }) => {
      const client = newClient();
      const statuses: number[] = [];
      for (let i = 0; i <= spec.limit; i++) {
        statuses.push(
          (
            await postJson(request, baseURL ?? '', spec.path, JSON.stringify(spec.good()), {}, client)
          ).status(),
        );
      }
      expect(statuses).toEqual([...Array(spec.limit).fill(spec.accepted), 429]);
      const limited = await postJson(
        request,
        baseURL ?? '',
        spec.path,
        JSON.stringify(spec.good()),
        {},
        client,
      );
      expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
      await expectError(limited, 429, { code: 'rate_limited', message: 'error.tooManyRequests' });
      expect((await send(request, baseURL, JSON.stringify(spec.good()))).status()).toBe(spec.accepted);
    });
  });
}
