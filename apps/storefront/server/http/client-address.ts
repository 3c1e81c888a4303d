// The address a request came from, for rate limits and error reports. A forwarding header is believed only as far
// as TRUSTED_PROXY says: the number of reverse proxies in front of the shop, each appending to X-Forwarded-For.
import { PEER_ADDRESS_HEADER, peerAddressesCaptured } from './peer-address';

/** TRUSTED_PROXY as a count of proxies: unset or `0` trusts none, `true` means one. */
export function trustedProxyCount(value: string | undefined): number {
  if (!value || value === 'false') return 0;
  if (value === 'true') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0) {
    throw new Error(`TRUSTED_PROXY must be a number of proxies (0, 1, 2…) or true/false, got "${value}"`);
  }
  return count;
}

/**
 * With proxies, the entry the outermost trusted proxy appended (entries further left are the client's to write);
 * without, the connection's own peer. `unknown` when neither is known (then every such client shares a limit).
 */
export function clientAddress(
  headers: Pick<Headers, 'get'>,
  trustedProxies: number,
  peerCaptured = peerAddressesCaptured(),
): string {
  if (trustedProxies > 0) {
    const forwarded = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const address = forwarded[Math.max(0, forwarded.length - trustedProxies)];
    if (address) return address;
  }
  return (peerCaptured ? headers.get(PEER_ADDRESS_HEADER) : null) || 'unknown';
}
