// Raw calls to the Storefront API: the access-token header, time budgets, abort signals, fetch options passed
// through, a TransportError for every failure, and `onCall`, the app's report of every call (its logs and metrics).
import { SHOP_API_VERSION } from '@shop/editions';
import { type ShopCallKind, shopBudgetOf } from './budgets.js';
import type { TypedDocumentString } from './generated/graphql.js';

export interface StorefrontTransportOptions {
  /** Origin of the Storefront API: `https://brand.myshopify.com`, or `http://127.0.0.1:4000` for the sandbox. */
  storefrontDomain: string;
  accessToken: string;
  /** Milliseconds before any call is given up, for every kind without its own budget (below). */
  timeoutMs?: number;
  /** Milliseconds per kind of call (`cart-read` …); unset kinds get `timeoutMs`, else DEFAULT_SHOP_BUDGETS. */
  budgets?: Partial<Record<ShopCallKind, number>>;
  fetch?: typeof fetch;
  /** Told of every call as it ends (operation, status, milliseconds), e.g. for the app's request log. */
  onCall?: StorefrontCallObserver;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** This call's time budget in milliseconds, instead of its kind's. */
  timeoutMs?: number;
  /** Passed to fetch as they are, e.g. Next.js `{ next: { tags } }`. */
  fetchOptions?: RequestInit & Record<string, unknown>;
}

export interface GraphQLError {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

export interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: GraphQLError[];
}

/** The request did not produce a GraphQL response: network, timeout, HTTP status or a body that is not JSON. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
  constructor(
    message: string,
    readonly kind: 'network' | 'timeout' | 'aborted' | 'http' | 'invalid-response',
    readonly status?: number,
  ) {
    super(message);
  }
}

export type StorefrontTransport = <TResult, TVariables>(
  document: TypedDocumentString<TResult, TVariables>,
  variables: TVariables,
  options?: CallOptions,
  /** Which time budget applies; without one, `timeoutMs` or 10 s. */
  kind?: ShopCallKind,
) => Promise<GraphQLResponse<TResult>>;

/** One call to the Storefront API, as it ended: what `onCall` tells the app, for its request log and metrics. */
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
function observedTransport(
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

/** POSTs `{query, variables}` to `{storefront domain}/api/2025-01/graphql` with the access-token header. */
export function createStorefrontTransport(options: StorefrontTransportOptions): StorefrontTransport {
  const endpoint = `${options.storefrontDomain.replace(/\/+$/, '')}/api/${SHOP_API_VERSION}/graphql`;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  const send: StorefrontTransport = async (document, variables, call = {}, kind = undefined) => {
    const timeoutMs = shopBudgetOf(kind, options, call.timeoutMs);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        ...call.fetchOptions,
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          'X-Shopify-Storefront-Access-Token': options.accessToken,
        },
        body: JSON.stringify({ query: document.toString(), variables }),
        signal,
      });
    } catch (error) {
      if (timeout.aborted)
        throw new TransportError(`Storefront API did not answer in ${timeoutMs} ms`, 'timeout');
      if (call.signal?.aborted) throw new TransportError('Storefront API call was aborted', 'aborted');
      throw new TransportError(`Storefront API unreachable: ${(error as Error).message}`, 'network');
    }
    const text = await response.text().catch(() => '');
    let body: GraphQLResponse<never> | undefined;
    try {
      body = text ? (JSON.parse(text) as GraphQLResponse<never>) : undefined;
    } catch {
      body = undefined;
    }
    // Shopify answers GraphQL errors with 200; 4xx/5xx (bad token, frozen shop, outage) may carry an errors body.
    if (!response.ok) {
      const first = body?.errors?.[0];
      const detail = first?.message || (first?.extensions?.code as string | undefined) || response.statusText;
      throw new TransportError(
        `Storefront API answered ${response.status}${detail ? `: ${detail}` : ''}`,
        'http',
        response.status,
      );
    }
    if (!body || typeof body !== 'object') {
      throw new TransportError(
        'Storefront API answered with a body that is not JSON',
        'invalid-response',
        response.status,
      );
    }
    return body;
  };
  return options.onCall ? observedTransport(send, options.onCall) : send;
}
