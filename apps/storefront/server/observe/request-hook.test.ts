// The request hook in front of a plain node:http handler (as the own server puts it in front of Next): the id, the
// headers and the lines.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteRewrite } from './request-context';
import { observeRequest } from './request-hook';
import { enableRequestLog, recordBackendCall, recordRequestError, requestLogFormat } from './request-log';

let server: Server;
let origin: string;
let lines: Record<string, unknown>[] = [];
let afterResponse: Promise<void> = Promise.resolve();

const observed = (handle: (request: IncomingMessage, response: ServerResponse) => void) =>
  createServer((request, response) => observeRequest(request, response, () => handle(request, response)));

const call = (operation: string, ms: number) =>
  ({ service: 'content', operation, status: 200, outcome: 'ok', ms }) as const;

beforeAll(async () => {
  vi.stubEnv('STOREFRONT_REQUEST_LOG', 'json');
  enableRequestLog(requestLogFormat());
  server = observed((request, response) => {
    const url = new URL(request.url ?? '/', 'http://shop');
    setTimeout(() => {
      recordBackendCall(call('POST /enterprise/page', 12));
      if (url.searchParams.has('fail')) {
        const error = Object.assign(new Error('content service answered 503'), { digest: '2841937562' });
        recordRequestError(
          { name: error.name, message: error.message, digest: error.digest, stack: error.stack },
          null,
        );
        response.statusCode = 500;
      }
      response.setHeader('x-nextjs-cache', 'MISS');
      response.end('page');
      // Work the request set off that goes on after the answer (as a kept page rendered again in the background).
      afterResponse = new Promise((resolve) =>
        setTimeout(() => {
          recordBackendCall(call('GET /enterprise/menu', 7));
          resolve();
        }, 20),
      );
    }, 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const capture = (text: unknown) => {
    if (typeof text === 'string' && text.startsWith('{')) lines.push(JSON.parse(text));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});

afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  lines = [];
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers });
  await response.text();
  await afterResponse;
  return response;
}

describe('one line per request, with the backend calls made for it', () => {
  it('method, path without the query, status, time, edition, cache outcome, the client shortened, the calls', async () => {
    const response = await get('/de/c/waagen/?email=someone%40example.com&token=secret');
    const id = response.headers.get('x-request-id') ?? '';
    const [line] = lines.filter((entry) => entry.message === 'request');
    expect(line).toMatchObject({
      level: 'info',
      source: 'storefront',
      requestId: id,
      method: 'GET',
      path: '/de/c/waagen/',
      status: 200,
      edition: 'de',
      cache: 'MISS',
      client: '127.0.0.0',
      calls: [call('POST /enterprise/page', 12)],
    });
    expect(line?.ms).toBeGreaterThanOrEqual(5);
    const text = JSON.stringify(lines);
    expect(text).not.toContain('example.com');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('127.0.0.1');
  });

  it("the proxy's rewrite, without its query, and null where there was none", async () => {
    const proxied = observed((request, response) => {
      if (request.url?.startsWith('/de/')) noteRewrite('/de/frontend/catalogue/desktop/de/?utm_source=mail');
      response.end();
    });
    await new Promise<void>((resolve) => proxied.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(proxied.address() as AddressInfo).port}`;
    await (await fetch(`${at}/de/?utm_source=mail`)).text();
    await (await fetch(`${at}/robots.txt`)).text();
    await new Promise((resolve) => proxied.close(resolve));
    expect(lines.filter((entry) => entry.message === 'request').map((entry) => entry.rewrite)).toEqual([
      '/de/frontend/catalogue/desktop/de/',
      null,
    ]);
  });

  it('a call made after the answer was sent gets a line of its own, with the id of the request that set it off', async () => {
    const response = await get('/de/');
    expect(lines.find((entry) => entry.message === 'backend call')).toMatchObject({
      kind: 'revalidate',
      requestId: response.headers.get('x-request-id'),
      path: '/de/',
      call: call('GET /enterprise/menu', 7),
    });
  });

  it('a failed request is logged as an error, with the error, its digest and stack', async () => {
    const response = await get('/global/faq/1/?fail=1');
    expect(response.status).toBe(500);
    const [line] = lines.filter((entry) => entry.message === 'request');
    expect(line).toMatchObject({
      level: 'error',
      status: 500,
      edition: 'en',
      errors: [{ name: 'Error', message: 'content service answered 503', digest: '2841937562' }],
    });
    expect(((line?.errors ?? []) as { stack: string }[])[0]?.stack).toContain('request-hook.test.ts');
  });
});

describe('the correlation id: answered in X-Request-Id and Server-Timing, and on the line', () => {
  it('a new 16-digit id when none came', async () => {
    const response = await get('/de/');
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(response.headers.get('server-timing')).toBe(`request;desc="${id}"`);
    expect(lines.find((entry) => entry.message === 'request')?.requestId).toBe(id);
  });

  it("the build's immutable files are logged with an id but answered without one", async () => {
    const response = await get('/_next/static/chunks/0abc.js');
    expect(response.headers.get('x-request-id')).toBeNull();
    expect(response.headers.get('server-timing')).toBeNull();
    expect(lines.find((entry) => entry.message === 'request')).toMatchObject({
      path: '/_next/static/chunks/0abc.js',
      requestId: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
  });

  it("a load balancer's valid id is kept; an invalid one is replaced", async () => {
    const kept = await get('/de/', { 'x-request-id': '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(kept.headers.get('x-request-id')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
    const replaced = await get('/de/', { 'x-request-id': 'bad id "with quotes"' });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('every line written while serving carries the id', async () => {
    const { logLine } = await import('../log');
    const withLine = observed((_, response) => {
      logLine('warn', 'something to note');
      response.end();
    });
    await new Promise<void>((resolve) => withLine.listen(0, '127.0.0.1', resolve));
    const response = await fetch(`http://127.0.0.1:${(withLine.address() as AddressInfo).port}/`);
    await new Promise((resolve) => withLine.close(resolve));
    expect(lines.find((entry) => entry.message === 'something to note')?.requestId).toBe(
      response.headers.get('x-request-id'),
    );
  });
});
