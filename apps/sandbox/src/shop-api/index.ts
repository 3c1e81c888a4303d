// The Storefront API endpoint: request checks, @inContext, validation against the real schema, execution.
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  getDirectiveValues,
  getOperationAST,
  getVariableValues,
  parse,
  validate,
} from 'graphql';
import { parseGid } from '../floor/gid';
import { MAX_COMPLEXITY, operationComplexity } from './complexity';
import { resolveInContext, type ShopContext, type ShopState } from './context';
import { executeWhole } from './execute';
import { addressResolvers } from './resolvers/address';
import { cartNodes, cartResolvers } from './resolvers/cart';
import { catalogueNodes, catalogueResolvers } from './resolvers/catalogue';
import { customerResolvers } from './resolvers/customer';
import { orderResolvers } from './resolvers/order';
import { makeExecutableSchema, type ResolverMap } from './schema';

/** The version of the schema the sandbox implements, and the version its webhooks carry. */
export const API_VERSION = '2025-01';
export { API_VERSION_HEADER, apiPathVersion, STABLE_API_VERSIONS, servedApiVersion } from './versions';

function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  }
  return merged;
}

async function resolveNode(id: unknown, context: ShopContext): Promise<unknown> {
  const parsed = parseGid(id);
  if (!parsed) return null;
  if (parsed.type === 'Cart') return cartNodes.Cart(null, context, id as string);
  const loader = catalogueNodes[parsed.type];
  return loader ? loader(parsed, context) : null;
}

const nodeResolvers: ResolverMap = {
  QueryRoot: {
    node: (_, args, context: ShopContext) => resolveNode(args.id, context),
    nodes: (_, args, context: ShopContext) => {
      const ids = args.ids as unknown[];
      if (ids.length > 250) {
        throw new GraphQLError('The ids argument exceeds the maximum of 250 ids.', {
          extensions: { code: 'MAX_PAGE_SIZE_EXCEEDED' },
        });
      }
      return Promise.all(ids.map((id) => resolveNode(id, context)));
    },
  },
};

let cachedSchema: GraphQLSchema | null = null;

export function storefrontSchema(): GraphQLSchema {
  cachedSchema ??= makeExecutableSchema(
    mergeResolvers(
      catalogueResolvers,
      cartResolvers,
      customerResolvers,
      addressResolvers,
      orderResolvers,
      nodeResolvers,
    ),
  );
  return cachedSchema;
}

export interface GraphQLRequest {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphQLResponse {
  status: number;
  body: unknown;
  operationName: string | null;
}

/** The operation name of a request body, for logs and fault matching, without executing anything. */
export function operationNameOf(request: GraphQLRequest): string | null {
  if (typeof request.operationName === 'string' && request.operationName) return request.operationName;
  if (typeof request.query !== 'string') return null;
  const match = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(request.query);
  return match?.[1] ?? null;
}

const MASKED = 'Internal error. Looks like something went wrong on our end.';

type CheckedDocument = { document: DocumentNode } | { errors: ReturnType<GraphQLError['toJSON']>[] };
/** Parsed and validated documents by their text: a shop's storefront sends the same few operations again and again. */
const checkedDocuments = new Map<string, CheckedDocument>();
const CHECKED_DOCUMENTS_KEPT = 500;
/** Longer texts are checked every time, so that odd requests cannot fill the memory. */
const CHECKED_DOCUMENT_MAX_CHARS = 32_000;

/** A query's document, or the errors of parsing or validating it; each distinct text is checked once (one schema). */
function checkedDocument(schema: GraphQLSchema, query: string): CheckedDocument {
  const kept = checkedDocuments.get(query);
  if (kept) return kept;
  let checked: CheckedDocument;
  try {
    const document = parse(query, { maxTokens: 20_000 });
    const errors = validate(schema, document);
    checked = errors.length ? { errors: errors.map((error) => error.toJSON()) } : { document };
  } catch (error) {
    checked = { errors: [(error as GraphQLError).toJSON()] };
  }
  if (query.length > CHECKED_DOCUMENT_MAX_CHARS) return checked;
  if (checkedDocuments.size >= CHECKED_DOCUMENTS_KEPT) checkedDocuments.clear();
  checkedDocuments.set(query, checked);
  return checked;
}

export async function executeStorefront(
  state: ShopState,
  request: GraphQLRequest,
  origin: string,
  onInternalError: (error: unknown) => void,
): Promise<GraphQLResponse> {
  const operationName = operationNameOf(request);
  if (typeof request.query !== 'string' || request.query.trim() === '') {
    return {
      status: 400,
      body: { errors: { query: 'Required parameter missing or invalid' } },
      operationName,
    };
  }
  let variables: unknown = request.variables ?? {};
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables);
    } catch {
      variables = null;
    }
  }
  if (typeof variables !== 'object' || variables === null || Array.isArray(variables)) {
    return {
      status: 400,
      body: { errors: { variables: 'Required parameter missing or invalid' } },
      operationName,
    };
  }
  const schema = storefrontSchema();
  const checked = checkedDocument(schema, request.query);
  if ('errors' in checked) return { status: 200, body: { errors: checked.errors }, operationName };
  const { document } = checked;
  const wantedName = typeof request.operationName === 'string' ? request.operationName : null;
  const operation = getOperationAST(document, wantedName);
  if (!operation) {
    const message = wantedName ? `Unknown operation named "${wantedName}".` : 'An operation name is required';
    return { status: 200, body: { errors: [{ message }] }, operationName };
  }
  if (operation.operation === 'subscription') {
    return { status: 200, body: { errors: [{ message: 'Subscriptions are not supported' }] }, operationName };
  }
  const fragments = document.definitions.filter((definition) => definition.kind === 'FragmentDefinition');
  const complexity = operationComplexity(operation, fragments, variables as Record<string, unknown>);
  if (complexity > MAX_COMPLEXITY) {
    const message = `Query has complexity of ${complexity}, which exceeds max complexity of ${MAX_COMPLEXITY}`;
    const extensions = { code: 'MAX_COMPLEXITY_EXCEEDED', cost: complexity, maxCost: MAX_COMPLEXITY };
    return { status: 200, body: { errors: [{ message, extensions }] }, operationName };
  }
  const directive = schema.getDirective('inContext');
  let inContextArgs: Record<string, unknown> = {};
  // Bad variables: execute() below reports them as Shopify would, with no data.
  const coerced = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    variables as Record<string, unknown>,
  );
  if (directive && 'variableValues' in coerced) {
    try {
      inContextArgs = getDirectiveValues(directive, operation, coerced.variableValues) ?? {};
    } catch {
      // A literal of the wrong type: execute() below reports it too.
    }
  }
  const context: ShopContext = {
    ...state,
    inContext: resolveInContext(inContextArgs.country, inContextArgs.language),
    origin,
  };
  const result = await executeWhole({
    schema,
    document,
    variableValues: variables as Record<string, unknown>,
    operationName: wantedName,
    contextValue: context,
  });
  const errors = result.errors?.map((error) => {
    if (error.originalError && !(error.originalError instanceof GraphQLError)) {
      onInternalError(error.originalError);
      return {
        message: MASKED,
        locations: error.locations,
        path: error.path,
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      };
    }
    return error.toJSON();
  });
  const body: Record<string, unknown> = {};
  if (errors) body.errors = errors;
  body.data = result.data ?? null;
  return { status: 200, body, operationName: operation.name?.value ?? operationName };
}
