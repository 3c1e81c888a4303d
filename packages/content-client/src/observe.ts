// The transport's observer hook: the app learns of every call to the content service (method, path, status, time),
// for its request logs and metrics, without the client knowing how the app logs.
import { type ContentErrorKind, isContentError } from './errors.js';
import type { Transport } from './transport.js';

/** One call to the content service, as it ended. */
export interface ContentCall {
  method: 'GET' | 'POST';
  /** The service's path (`/enterprise/page`, `/search/public`, `/scrape`). */
  path: string;
  /** The HTTP status; null when no answer came (network, timeout, aborted). */
  status: number | null;
  /** `ok`, or the ContentError's kind. */
  outcome: 'ok' | ContentErrorKind;
  /** Milliseconds from sending to the parsed answer or the failure. */
  ms: number;
}

export type ContentCallObserver = (call: ContentCall) => void;

/** The transport with every call reported to `onCall`; an observer that throws never fails a call. */
export function observedTransport(transport: Transport, onCall: ContentCallObserver): Transport {
  const report = (call: ContentCall) => {
    try {
      onCall(call);
    } catch {
      // The observer's failure is the app's to see in its own logs, not the shopper's.
    }
  };
  return async (request, options) => {
    const started = performance.now();
    const ended = (status: number | null, outcome: ContentCall['outcome']) =>
      report({
        method: request.method,
        path: request.path,
        status,
        outcome,
        ms: Math.round(performance.now() - started),
      });
    try {
      const body = await transport(request, options);
      ended(200, 'ok');
      return body;
    } catch (error) {
      if (isContentError(error)) ended(error.code || null, error.kind);
      else ended(null, 'network');
      throw error;
    }
  };
}
