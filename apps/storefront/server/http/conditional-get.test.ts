import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConditionalGetResponse, notModified } from './conditional-get';

describe('whether a conditional request still names the page', () => {
  it.each([
    ['W/"abc"', 'W/"abc"', true],
    ['"abc"', 'W/"abc"', true], // weak comparison: the opaque parts match
    ['W/"old", W/"abc"', 'W/"abc"', true],
    ['*', 'W/"abc"', true],
    ['W/"abd"', 'W/"abc"', false],
    ['abc', 'W/"abc"', false], // a tag without quotes is not the same tag
    ['', 'W/"abc"', false],
  ])('If-None-Match %s against %s: %s', (ifNoneMatch, etag, expected) => {
    expect(notModified(ifNoneMatch, undefined, etag)).toBe(expected);
  });

  it('never without an ETag on the answer', () => {
    expect(notModified('*', undefined, undefined)).toBe(false);
  });

  it.each(['no-cache', 'max-age=0, no-cache'])('never when the request says Cache-Control: %s', (value) => {
    expect(notModified('W/"abc"', value, 'W/"abc"')).toBe(false);
  });
});

describe('a kept page asked for with its ETag is answered 304 before Next sends it', () => {
  const PAGE = '<html><body>kept page</body></html>';
  const ETAG = 'W/"abc"';
  /** Answers the way Next answers a kept page: headers set one by one, then the whole body at once. */
  const routes: Record<string, (response: ServerResponse) => void> = {
    '/kept': (response) => {
      response.setHeader('etag', ETAG);
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('content-length', Buffer.byteLength(PAGE));
      response.setHeader('cache-control', 's-maxage=300');
      response.setHeader('set-cookie', 'country=de; Path=/');
      response.end(PAGE);
    },
    // As compression sends it: the body in pieces, after the head.
    '/kept-in-pieces': (response) => {
      response.setHeader('etag', ETAG);
      response.write(PAGE.slice(0, 10));
      response.end(PAGE.slice(10));
    },
    '/not-found': (response) => {
      response.statusCode = 404;
      response.setHeader('etag', ETAG);
      response.end('missing');
    },
    '/no-etag': (response) => response.end(PAGE),
    '/head-in-writehead': (response) => {
      response.writeHead(200, { etag: ETAG, 'content-type': 'text/html' });
      response.end(PAGE);
    },
  };
  const server = createServer({ ServerResponse: ConditionalGetResponse }, (request, response) =>
    routes[request.url ?? '']?.(response),
  );
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
      (resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        });
        request.on('error', reject);
        request.end();
      },
    );

  it('sends 304 with the ETag, the caching headers and cookies, and no body or body headers', async () => {
    const answer = await send('GET', '/kept', { 'if-none-match': ETAG });
    expect(answer.status).toBe(304);
    expect(answer.body).toBe('');
    expect(answer.headers.etag).toBe(ETAG);
    expect(answer.headers['cache-control']).toBe('s-maxage=300');
    expect(answer.headers['set-cookie']).toEqual(['country=de; Path=/']);
    expect(answer.headers['content-type']).toBeUndefined();
    expect(answer.headers['content-length']).toBeUndefined();
  });

  it('drops a body written in pieces after the head, and answers HEAD the same way', async () => {
    expect(await send('GET', '/kept-in-pieces', { 'if-none-match': ETAG })).toMatchObject({
      status: 304,
      body: '',
    });
    expect((await send('HEAD', '/kept', { 'if-none-match': ETAG })).status).toBe(304);
  });

  it('sends the page when the tag is another, missing, or the request is no GET', async () => {
    for (const answer of [
      await send('GET', '/kept', { 'if-none-match': 'W/"older"' }),
      await send('GET', '/kept'),
      await send('GET', '/kept', { 'if-none-match': ETAG, 'cache-control': 'no-cache' }),
      await send('POST', '/kept', { 'if-none-match': ETAG }),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(PAGE);
      expect(answer.headers.etag).toBe(ETAG);
    }
  });

  it('leaves answers other than 200, answers without an ETag and heads written whole as they are', async () => {
    expect(await send('GET', '/not-found', { 'if-none-match': ETAG })).toMatchObject({
      status: 404,
      body: 'missing',
    });
    expect(await send('GET', '/no-etag', { 'if-none-match': '*' })).toMatchObject({
      status: 200,
      body: PAGE,
    });
    expect(await send('GET', '/head-in-writehead', { 'if-none-match': ETAG })).toMatchObject({
      status: 200,
      body: PAGE,
    });
  });
});
