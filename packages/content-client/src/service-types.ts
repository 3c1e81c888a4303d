// The content service's own shapes (Makaira-style), as they arrive over the wire. Only the transport and the
// transforms see them; callers get the types in types.ts.

/** A value of unknown shape from the service: transforms check what they read. */
export type Wire = unknown;

export type Constraints = Record<string, unknown>;

export interface PageRequestBody {
  url: string;
  searchPhrase: string;
  isSearch: boolean;
  enableAggregations: boolean;
  aggregations: Record<string, unknown>;
  sorting: Record<string, 'asc' | 'desc'>;
  count: number;
  offset: number;
  bundles: Record<string, unknown>;
  constraints: Constraints;
  params: Record<string, unknown>;
  slot?: string;
}

export interface SearchRequestBody {
  searchPhrase: string;
  isSearch: true;
  enableAggregations: boolean;
  aggregations: Record<string, unknown> | [];
  sorting: Record<string, 'asc' | 'desc'> | [];
  count: number;
  offset: number;
  constraints: Constraints;
}

export interface ServiceErrorBody {
  message?: string;
  errorId?: string;
}
