// Next hands route handlers no socket, and its own X-Forwarded-For keeps whatever a client sent. So the own server
// (server/http/serve.ts) stamps each request with its connection's address, in a header it overwrites, before it
// hands the request to Next.
import type { IncomingMessage } from 'node:http';

export const PEER_ADDRESS_HEADER = 'x-storefront-peer-address';
// On globalThis: the own server and Next's bundles of the routes each load this module.
const STAMPING = Symbol.for('shop.storefront.peerAddressesStamped');
type Marked = typeof globalThis & { [STAMPING]?: boolean };

/** Whether this process stamps requests (else the header is a client's and worth nothing). */
export const peerAddressesCaptured = () => (globalThis as Marked)[STAMPING] === true;

/** Overwrites the request's peer header with its connection's address; from then on the header is believed. */
export function stampPeerAddress(request: IncomingMessage): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
  (globalThis as Marked)[STAMPING] = true;
}
