import { SHOP_API_VERSION } from '@shop/editions';
import { type ShopCallKind, shopBudgetOf } from './budgets.js';
import type { TypedDocumentString } from './generated/graphql.js';
import { observedTransport, type StorefrontCallObserver } from './observe.js';

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
