// A content call that failed while serving a request fails again at once if the same request asks again. Next
// renders a page whose rendering failed a second time in the same request (its error document), with a fresh React
// cache, so without this the shopper waited for a slow service's budgets twice (docs/reliability.md).
import { currentRequest, type RequestContext } from './request-context';

const failures = new WeakMap<RequestContext, Map<string, unknown>>();

/**
 * `call()`, unless it already failed under `key` in this request: then its error again, without calling. Outside
 * a request (a build, a test) every call is made. Only failures are kept; answers are the caches' business.
 */
export async function failedOncePerRequest<T>(key: string, call: () => Promise<T>): Promise<T> {
  const request = currentRequest();
  const failed = request ? failures.get(request) : undefined;
  if (failed?.has(key)) throw failed.get(key);
  try {
    return await call();
  } catch (error) {
    if (request) {
      const map = failed ?? new Map<string, unknown>();
      map.set(key, error);
      failures.set(request, map);
    }
    throw error;
  }
}
