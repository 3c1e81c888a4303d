// Next hands route handlers no socket, and its own X-Forwarded-For keeps whatever a client sent. So the server
// process stamps each request with its connection's address, in a header it overwrites, before Next reads it.
import { type IncomingMessage, Server } from 'node:http';

export const PEER_ADDRESS_HEADER = 'x-storefront-peer-address';
const CAPTURED = Symbol.for('shop.storefront.peerAddressesCaptured');
type Marked = typeof globalThis & { [CAPTURED]?: boolean };

/** Whether this process stamps requests (else the header is a client's and worth nothing). */
export function peerAddressesCaptured(): boolean {
  return (globalThis as Marked)[CAPTURED] === true;
}

/** Called once from the server's instrumentation, before the first request. */
export function capturePeerAddresses(): void {
  if (peerAddressesCaptured()) return;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function stampPeer(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? '';
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  (globalThis as Marked)[CAPTURED] = true;
}
