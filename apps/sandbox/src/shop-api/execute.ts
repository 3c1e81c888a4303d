// Executes an operation against the Storefront API schema, whose `@defer` directive graphql 17 only runs
// incrementally. The sandbox answers one JSON document, as it always has: each deferred fragment is folded into the
// first result at its path (payloads in the shape Shopify streams, graphql's legacy incremental format), so an
// operation that defers gets the same data, all at once. (The 2025-01 schema has no `@stream`.)
import {
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLError,
  type LegacyIncrementalResult,
  legacyExecuteIncrementally,
} from 'graphql';

export async function executeWhole(args: ExecutionArgs): Promise<ExecutionResult> {
  const result = await legacyExecuteIncrementally(args);
  if (!('initialResult' in result)) return result;
  const { data, errors: initialErrors, extensions } = result.initialResult;
  const errors: GraphQLError[] = [...(initialErrors ?? [])];
  for await (const next of result.subsequentResults) {
    for (const payload of next.incremental ?? []) {
      fold(data, payload);
      errors.push(...(payload.errors ?? []));
    }
  }
  return { data, ...(errors.length ? { errors } : {}), ...(extensions ? { extensions } : {}) };
}

function fold(data: Record<string, unknown>, payload: LegacyIncrementalResult): void {
  if (!('data' in payload)) return;
  const target = at(data, payload.path);
  if (target && typeof target === 'object' && payload.data) Object.assign(target, payload.data);
}

function at(data: unknown, path: ReadonlyArray<string | number>): unknown {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}
