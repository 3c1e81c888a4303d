// Mutations answer only requests a page of the shop itself sent. Browsers send `Origin` with every POST and
// `Sec-Fetch-Site` with every request; a request carrying neither proves nothing and is refused too.
import { RouteError } from './errors';

/** The origins of the shop: its public one, and the one this request was addressed to (its Host). */
function ownOrigins(request: Request, shopOrigin: string): Set<string> {
  const origins = new Set([new URL(shopOrigin).origin]);
  const host = request.headers.get('host');
  if (host) origins.add(`${new URL(request.url).protocol}//${host}`);
  return origins;
}

export function isSameOrigin(request: Request, shopOrigin: string): boolean {
  const origin = request.headers.get('origin');
  if (origin) return ownOrigins(request, shopOrigin).has(origin);
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

export function requireSameOrigin(request: Request, shopOrigin: string): void {
  if (!isSameOrigin(request, shopOrigin)) throw new RouteError(403, 'foreign_origin');
}
