// The steps in front of Next's request handler, in the own server (serve.ts): the load balancer's check, answered
// at once and not logged (it comes every 2 s; liveness.ts), the request's context and id (so refused requests are
// logged too), the peer address for rate limits, the gate for requests Next
// cannot take. The 304 for an unchanged kept page is the server's answer class (conditional-get.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { observeRequest } from '../observe/request-hook';
import { ConditionalGetResponse } from './conditional-get';
import { answerLiveness } from './liveness';
import { stampPeerAddress } from './peer-address';
import { refuseUnrepresentable } from './request-gate';

/** Next's handler, as `next({ ... }).getRequestHandler()` gives it. */
export type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<unknown> | unknown;

/** The node:http server of the shop: every request through the steps, then to `handle`. */
export function shopServer(
  handle: NextHandler,
  closing: () => boolean = () => false,
): Server<typeof IncomingMessage, typeof ConditionalGetResponse> {
  return createServer({ ServerResponse: ConditionalGetResponse }, (request, response) => {
    // While draining, a kept-alive connection is not kept after this answer.
    if (closing()) response.setHeader('connection', 'close');
    if (answerLiveness(request, response)) return;
    observeRequest(request, response, () => {
      stampPeerAddress(request);
      if (refuseUnrepresentable(request, response)) return;
      return handle(request, response);
    });
  });
}
