// The load balancer's check (HAProxy's `option httpchk`, docs/deploy.md): is this process up and taking requests?
// The own server answers it before Next and without asking any backend, so a check under load waits for one turn of
// the event loop and not behind page renders, and a slow shop backend, which every instance shares, does not take
// the instances out. `/api/health` (server/health/) still reports the backends, for operators and monitoring.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaderRecord } from '@/lib/security-headers';

export const LIVENESS_PATH = '/api/health/live';

/** Answers the load balancer's check and returns true; false for every other request. */
export function answerLiveness(request: IncomingMessage, response: ServerResponse): boolean {
  if (request.url !== LIVENESS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  response.writeHead(200, {
    ...securityHeaderRecord(request.headers['x-forwarded-proto']),
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end('ok');
  return true;
}
