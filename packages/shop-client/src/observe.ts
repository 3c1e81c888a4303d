// The transport's observer hook: the app learns of every call to the Storefront API (operation, status, time),
// for its request logs and metrics, without the client knowing how the app logs.
import type { StorefrontTransport, TransportError } from './transport.js';

/** One call to the Storefront API, as it ended. */
export interface StorefrontCall {
  /** The GraphQL operation's name (`cart`, `cartLinesAdd`), `anonymous` for an unnamed one. */
  operation: string;
  /** The HTTP status; null when no answer came (network, timeout, aborted). */
  status: number | null;
  /** `ok`, `graphql-errors` (an answer with top-level errors), or the transport error's kind. */
  outcome: 'ok' | 'graphql-errors' | TransportError['kind'];
  /** Milliseconds from sending to the parsed answer or the failure. */
  ms: number;
}

export type StorefrontCallObserver = (call: StorefrontCall) => void;

const OPERATION_NAME = /\b(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The name of a document's first operation. */
export function operationName(document: string): string {
  return OPERATION_NAME.exec(document)?.[1] ?? 'anonymous';
}

function kindOf(error: unknown): TransportError['kind'] {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' ? (kind as TransportError['kind']) : 'network';
}

/** The transport with every call reported to `onCall`; an observer that throws never fails a call. */
export function observedTransport(
  transport: StorefrontTransport,
  onCall: StorefrontCallObserver,
): StorefrontTransport {
  const report = (call: StorefrontCall) => {
    try {
      onCall(call);
    } catch {
      // The observer's failure is the app's to see in its own logs, not the shopper's.
    }
  };
  return async (document, variables, options, kind) => {
    const operation = operationName(document.toString());
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const response = await transport(document, variables, options, kind);
      report({
        operation,
        status: 200,
        outcome: response.errors?.length ? 'graphql-errors' : 'ok',
        ms: elapsed(),
      });
      return response;
    } catch (error) {
      const status = (error as { status?: unknown } | null)?.status;
      report({
        operation,
        status: typeof status === 'number' ? status : null,
        outcome: kindOf(error),
        ms: elapsed(),
      });
      throw error;
    }
  };
}
