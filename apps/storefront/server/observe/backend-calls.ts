// The storefront's side of the backend-call hook: the clients' `onCall` and the own fetches of the reviews
// provider and the customer-relationship service all land on the current request's log line.
import type { ContentCall } from '@shop/content-client';
import type { StorefrontCall } from '@shop/shop-client';
import type { BackendService } from './request-context';
import { recordBackendCall } from './request-log';

/** The content client's `onCall`. */
export function contentCallObserved(call: ContentCall): void {
  const { method, path, ...rest } = call;
  recordBackendCall({ service: 'content', operation: `${method} ${path}`, ...rest });
}

/** The shop client's `onCall`. */
export function shopCallObserved(call: StorefrontCall): void {
  recordBackendCall({ service: 'shop-api', ...call });
}

/** fetch, with each call recorded under `service` as method and path (never the query: it may hold an address). */
export function observedFetch(service: BackendService): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    const operation = `${method.toUpperCase()} ${new URL(url).pathname}`;
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const response = await fetch(input, init);
      recordBackendCall({
        service,
        operation,
        status: response.status,
        outcome: response.ok ? 'ok' : 'http',
        ms: ms(),
      });
      return response;
    } catch (error) {
      const outcome = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
      recordBackendCall({ service, operation, status: null, outcome, ms: ms() });
      throw error;
    }
  };
}
