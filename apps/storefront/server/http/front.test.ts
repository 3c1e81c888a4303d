// The own server's steps in front of Next, on a stand-in for Next's handler: the peer address, the gate, the id.
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopServer } from './front';
import { PEER_ADDRESS_HEADER, peerAddressesCaptured } from './peer-address';

let server: Server;
let origin = '';
const seen: IncomingMessage[] = [];

beforeAll(async () => {
  server = shopServer((request, response) => {
    seen.push(request);
    response.end('next');
  }) as unknown as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('what the own server does before Next sees a request', () => {
  it("overwrites a client's peer header with the connection's address, and says it does", async () => {
    const response = await fetch(`${origin}/de/`, { headers: { [PEER_ADDRESS_HEADER]: '203.0.113.9' } });
    expect(await response.text()).toBe('next');
    expect(seen.at(-1)?.headers[PEER_ADDRESS_HEADER]).toBe('127.0.0.1');
    expect(peerAddressesCaptured()).toBe(true);
  });

  it('answers a path Next cannot decode itself, with the request id, and Next never sees it', async () => {
    const before = seen.length;
    const response = await fetch(`${origin}/api/%%`);
    expect(response.status).toBe(400);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16}$/);
    expect(seen).toHaveLength(before);
  });

  it("answers the load balancer's check itself, without asking Next", async () => {
    const before = seen.length;
    const response = await fetch(`${origin}/api/health/live`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('ok');
    expect(seen).toHaveLength(before);
    await fetch(`${origin}/api/health`);
    expect(seen).toHaveLength(before + 1);
  });

  it('hands the request to Next with the id it answers with', async () => {
    const response = await fetch(`${origin}/de/cart`);
    expect(seen.at(-1)?.headers['x-request-id']).toBe(response.headers.get('x-request-id'));
  });
});
