import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gateRefusal, refuseUnrepresentable } from './request-gate';

describe('the request gate in front of Next.js', () => {
  it.each(['TRACE', 'TRACK', 'CONNECT', 'trace'])(
    'refuses %s, which fetch cannot represent, with 405',
    (method) => {
      expect(gateRefusal(method, '/de/')).toBe(405);
    },
  );

  it.each([
    ['/api/account/%E0%A4%A', 400],
    ['/api/account/%%', 400],
    ['/api/%00', 400],
    ['/sitemap/%ff.xml', 400],
    [`/api/${'a'.repeat(2000)}`, 400],
  ] as const)('refuses %s outside the editions with %i', (path, status) => {
    expect(gateRefusal('POST', path)).toBe(status);
  });

  it.each([
    '/de/%ff', // the proxy answers with the edition's not-found page
    '/api/autosuggest?edition=de&q=%ff', // queries are the route's to check
    '/api/account/login',
    '/uk/p/upper-arm-blood-pressure-monitor-bm-15-600000/',
    'http://localhost/absolute-form',
    '*',
  ])('lets %s through', (path) => {
    expect(gateRefusal('GET', path)).toBeNull();
  });
});

describe('what the gate answers carries the security headers of every other answer', () => {
  const server = createServer((request, response) => {
    if (!refuseUnrepresentable(request, response)) response.end('next');
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
      (resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
        });
        request.on('error', reject);
        request.end();
      },
    );

  it.each([
    ['TRACE', '/de/', 405],
    ['GET', '/api/%%', 400],
  ] as const)(
    '%s %s: %i with nosniff, referrer, permissions, frame and base policies',
    async (method, path, status) => {
      const answer = await send(method, path);
      expect(answer.status).toBe(status);
      expect(answer.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'cache-control': 'no-store',
      });
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['permissions-policy']).toContain('camera=()');
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('over https (a proxy in front says so) with Strict-Transport-Security too', async () => {
    const answer = await send('GET', '/api/%%', { 'x-forwarded-proto': 'https' });
    expect(answer.status).toBe(400);
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('a request it lets through reaches the server', async () => {
    expect((await send('GET', '/de/')).status).toBe(200);
  });
});
