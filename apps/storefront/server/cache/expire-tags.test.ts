import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { purgeEdge } from './expire-tags';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

async function edge(
  status: number,
): Promise<{ url: string; seen: { method?: string; headers: IncomingHttpHeaders }[] }> {
  const seen: { method?: string; headers: IncomingHttpHeaders }[] = [];
  const server = createServer((request, response) => {
    seen.push({ method: request.method, headers: request.headers });
    response.writeHead(status).end();
  });
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen };
}

describe('the edge purge', () => {
  it('sends PURGE with the tags as edge keys', async () => {
    const { url, seen } = await edge(200);
    expect(await purgeEdge(url, ['content-page:/de/p/a b/', 'content-menu'])).toBe(true);
    expect(seen).toEqual([
      expect.objectContaining({
        method: 'PURGE',
        headers: expect.objectContaining({ 'xkey-purge': 'content-page:/de/p/a%20b/ content-menu' }),
      }),
    ]);
  });

  it('says false, without throwing, when the edge refuses or is not there', async () => {
    const { url } = await edge(405);
    expect(await purgeEdge(url, ['content-menu'])).toBe(false);
    expect(await purgeEdge('http://127.0.0.1:1/', ['content-menu'])).toBe(false);
  });
});
