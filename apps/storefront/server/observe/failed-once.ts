// A content call that failed while serving a request fails again at once if the same request asks again. Next
// renders a page whose rendering failed a second time in the same request (its error document), with a fresh React
// cache, so without this the shopper waited for a slow service's budgets twice (docs/reliability.md).
import type { ContentError, ContentResult } from '@shop/content-client';
import { currentRequest, type RequestContext } from './request-context';

const failures = new WeakMap<RequestContext, Map<string, ContentError>>();

/**
 * `call()`'s result, unless a call under `key` already gave an error in this request: then that result again,
 * without calling. Outside a request (a build, a test) every call is made. Only failures are kept; answers are the
 * caches' business.
 */
export async function failedOncePerRequest<T>(
  key: string,
  call: () => Promise<ContentResult<T>>,
): Promise<ContentResult<T>> {
  const request = currentRequest();
  const failed = request ? failures.get(request) : undefined;
  const earlier = failed?.get(key);
  if (earlier) return { error: earlier };
  const result = await call();
  if (result.error && request) {
    const map = failed ?? new Map<string, ContentError>();
    map.set(key, result.error);
    failures.set(request, map);
  }
  return result;
}
