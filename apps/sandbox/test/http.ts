// Helpers for tests that talk HTTP to the sandbox, as any Storefront API client would.
import { inject } from 'vitest';

/** GraphQL answers in tests: their shape is what the assertions check. */
// biome-ignore lint/suspicious/noExplicitAny: see above
export type Json = any;

export const TOKEN = 'sandbox-storefront-token';
export const sandboxUrl = () => inject('sandboxUrl');
export const apiUrl = () => `${sandboxUrl()}/api/2025-01/graphql.json`;

export interface GqlResponse<T = Json> {
  status: number;
  body: {
    data?: T;
    errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
  };
}

export async function gql<T = Json>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GqlResponse<T>> {
  const response = await fetch(apiUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-storefront-access-token': TOKEN, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GqlResponse<T>['body'] };
}

/** Data of a query that must succeed without errors. */
export async function data<T = Json>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { status, body } = await gql<T>(query, variables);
  if (status !== 200 || body.errors)
    throw new Error(`GraphQL failed (${status}): ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

export async function post(path: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(`${sandboxUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    ...init,
  });
}

export async function resetSandbox(): Promise<void> {
  const response = await post('/__sandbox/reset', {});
  if (!response.ok) throw new Error(`reset failed: ${response.status}`);
}
