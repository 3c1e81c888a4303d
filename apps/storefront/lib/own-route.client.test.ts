import { afterEach, describe, expect, it, vi } from 'vitest';
import { formErrorsOf, getOwnRoute, OwnRouteError, postOwnRoute } from './own-route.client';

/** `fetch` answering once with `body` (a string is sent as it is) and `status`; the request it got is kept. */
function answering(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failureOf(call: Promise<unknown>): Promise<OwnRouteError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof OwnRouteError)) throw new Error(`expected an OwnRouteError, got ${String(error)}`);
  return error;
}

afterEach(() => vi.unstubAllGlobals());

const FIELD_REFUSAL = { status: 400, code: 'invalid_input', messageId: 'FORM_ERROR_PATTERN', field: 'email' };

describe('postOwnRoute: a mutation of an own route', () => {
  it('POSTs the body as JSON and resolves to the answer', async () => {
    const fetch = answering(202, { status: 'accepted' });
    expect(await postOwnRoute('/api/reviews', { rating: 5 }, 'reviews.failure')).toEqual({
      status: 'accepted',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/reviews');
    expect(init).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(init?.body).toBe('{"rating":5}');
  });

  it('a refusal carries the route’s status, code, message key and field', async () => {
    answering(400, { error: { code: 'invalid_input', message: 'FORM_ERROR_PATTERN', field: 'email' } });
    const error = await failureOf(postOwnRoute('/api/back-in-stock', {}, 'backInStock.failure'));
    const { status, code, messageId, field } = error;
    expect({ status, code, messageId, field }).toEqual(FIELD_REFUSAL);
  });

  it('no answer at all is `network` with the caller’s failure message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failureOf(postOwnRoute('/api/reviews', {}, 'reviews.failure'));
    expect(error).toMatchObject({ status: 0, code: 'network', messageId: 'reviews.failure' });
  });

  it.each([
    ['a refusal that is not the contract’s JSON', 502, '<html>Bad gateway</html>'],
    ['a refusal without a message key', 500, { message: 'Internal' }],
    ['a success that is not JSON', 200, 'OK'],
  ])('%s is `unreadable` with the caller’s failure message', async (_, status, body) => {
    answering(status, body);
    const error = await failureOf(postOwnRoute('/api/newsletter/subscribe', {}, 'NEWSLETTER_FAILURE'));
    expect(error).toMatchObject({ status, code: 'unreadable', messageId: 'NEWSLETTER_FAILURE' });
  });
});

describe('getOwnRoute: a query of an own route', () => {
  it('GETs with the query as search parameters and resolves to the answer', async () => {
    const fetch = answering(200, { products: [] });
    expect(await getOwnRoute('/api/products', { edition: 'de', ids: 'a,b' })).toEqual({ products: [] });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/products?edition=de&ids=a%2Cb');
  });

  it('a refusal is the same error as a mutation’s', async () => {
    answering(429, { error: { code: 'rate_limited', message: 'error.tooManyRequests' } });
    const error = await failureOf(getOwnRoute('/api/autosuggest', { edition: 'de', q: 'waage' }));
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', messageId: 'error.tooManyRequests' });
  });

  it('a request its caller cancelled rejects as cancelled, not as a failure to show', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('aborted', 'AbortError')));
    const rejected = await getOwnRoute('/api/autosuggest', { q: 'x' }, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    expect(rejected).toBeInstanceOf(DOMException);
  });
});

describe('formErrorsOf: an own route’s error as a form shows it', () => {
  const refusal = new OwnRouteError(409, 'email_taken', 'account.register.emailTaken', 'email');

  it('on the field it names when the form has it, else for the form', () => {
    expect(formErrorsOf(refusal, ['email', 'password'])).toEqual({
      fieldErrors: { email: { id: 'account.register.emailTaken' } },
      error: null,
    });
    expect(formErrorsOf(refusal, ['password'])).toEqual({
      fieldErrors: {},
      error: { id: 'account.register.emailTaken' },
    });
  });

  it('no error shows nothing; any other error is the generic message', () => {
    expect(formErrorsOf(null, ['email'])).toEqual({ fieldErrors: {}, error: null });
    expect(formErrorsOf(new Error('boom'), ['email'])).toEqual({
      fieldErrors: {},
      error: { id: 'error.generic' },
    });
  });
});
