// Next hands route handlers no socket, and its own X-Forwarded-For keeps whatever a client sent. So the server
// process stamps each request with its connection's address, in a header it overwrites, before Next reads it.
import { installBeforeNext, installedBeforeNext } from './before-next';

export const PEER_ADDRESS_HEADER = 'x-storefront-peer-address';
const CAPTURED = Symbol.for('shop.storefront.peerAddressesCaptured');

/** Whether this process stamps requests (else the header is a client's and worth nothing). */
export const peerAddressesCaptured = () => installedBeforeNext(CAPTURED);

/** Called once from the server's instrumentation, before the first request. */
export function capturePeerAddresses(): void {
  installBeforeNext(CAPTURED, (request, _response, next) => {
    request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
    return next();
  });
}
