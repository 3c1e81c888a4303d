// Relay connections as the Storefront API pages them: first/last up to 250, opaque cursors, edges and nodes.
import { GraphQLError } from 'graphql';

export const MAX_PAGE_SIZE = 250;

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
  reverse?: boolean | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

function encodeCursor(key: string | number, offset: number): string {
  return Buffer.from(JSON.stringify({ last_id: key, offset })).toString('base64url');
}

function decodeCursor(cursor: string): { last_id: string | number; offset: number } {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      typeof value === 'object' &&
      value !== null &&
      'offset' in value &&
      'last_id' in value &&
      typeof value.offset === 'number' &&
      Number.isInteger(value.offset) &&
      (typeof value.last_id === 'string' || typeof value.last_id === 'number')
    ) {
      return { last_id: value.last_id, offset: value.offset };
    }
  } catch {
    // fall through to the error below
  }
  throw new GraphQLError(`Invalid cursor: ${cursor.slice(0, 80)}`, { extensions: { code: 'BAD_REQUEST' } });
}

/** Checks first/last as Shopify does; call before doing any work for the connection. */
export function checkPageArgs(args: ConnectionArgs): void {
  if (args.first == null && args.last == null) {
    throw new GraphQLError('you must provide one of first or last', { extensions: { code: 'BAD_REQUEST' } });
  }
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value == null) continue;
    if (value < 0) {
      throw new GraphQLError(`The '${name}' argument must be greater than or equal to 0.`, {
        extensions: { code: 'BAD_REQUEST' },
      });
    }
    if (value > MAX_PAGE_SIZE) {
      throw new GraphQLError(
        `The '${name}' argument exceeds the maximum of ${MAX_PAGE_SIZE} records per page. Use pagination to request more.`,
        { extensions: { code: 'MAX_PAGE_SIZE_EXCEEDED', maxPageSize: MAX_PAGE_SIZE } },
      );
    }
  }
}

function positionOf<T>(items: readonly T[], keyOf: (item: T) => string | number, cursor: string): number {
  const { last_id, offset } = decodeCursor(cursor);
  if (offset >= 0 && offset < items.length && String(keyOf(items[offset] as T)) === String(last_id))
    return offset;
  const found = items.findIndex((item) => String(keyOf(item)) === String(last_id));
  return found >= 0 ? found : Math.max(-1, Math.min(offset, items.length));
}

/** Pages an already sorted list (reverse applied here). */
export function paginate<T>(
  list: readonly T[],
  args: ConnectionArgs,
  keyOf: (item: T) => string | number,
): Connection<T> {
  checkPageArgs(args);
  const items = args.reverse ? [...list].reverse() : list;
  let start = 0;
  let end = items.length;
  if (args.after) start = positionOf(items, keyOf, args.after) + 1;
  if (args.before) end = Math.min(end, positionOf(items, keyOf, args.before));
  if (end < start) end = start;
  let from = start;
  let to = end;
  if (args.first != null) to = Math.min(to, from + args.first);
  if (args.last != null) from = Math.max(from, to - args.last);
  const slice = items.slice(from, to);
  const edges = slice.map((node, index) => ({ cursor: encodeCursor(keyOf(node), from + index), node }));
  return {
    edges,
    nodes: slice,
    pageInfo: {
      hasNextPage: to < items.length,
      hasPreviousPage: from > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
