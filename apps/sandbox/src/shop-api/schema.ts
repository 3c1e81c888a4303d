// The real Storefront API 2025-01 schema (the introspection shipped with @shopify/hydrogen-react), made executable:
// every object field either has a sandbox resolver, is a property present on the value the parent resolved to,
// or answers a GraphQL error naming the field.
import introspection from '@shopify/hydrogen-react/storefront.schema.json' with { type: 'json' };
import {
  buildClientSchema,
  defaultFieldResolver,
  GraphQLError,
  type GraphQLFieldResolver,
  GraphQLInterfaceType,
  GraphQLObjectType,
  type GraphQLSchema,
  GraphQLUnionType,
  type IntrospectionQuery,
} from 'graphql';

// biome-ignore lint/suspicious/noExplicitAny: resolvers receive what the schema's arguments and parents hold
export type Resolver = GraphQLFieldResolver<any, any, any>;
export type TypeResolvers = Record<string, Resolver>;
export type ResolverMap = Record<string, TypeResolvers>;

export function loadStorefrontSchema(): GraphQLSchema {
  return buildClientSchema(introspection as unknown as IntrospectionQuery, { assumeValid: true });
}

export class NotImplementedError extends GraphQLError {
  constructor(typeName: string, fieldName: string) {
    super(`Field '${fieldName}' on type '${typeName}' is not implemented by the sandbox.`, {
      extensions: { code: 'NOT_IMPLEMENTED_BY_SANDBOX' },
    });
  }
}

function hasOwn(source: unknown, key: string): boolean {
  return typeof source === 'object' && source !== null && Object.hasOwn(source, key);
}

/** Builds the executable schema: resolvers from the map, value properties, else a named error. */
export function makeExecutableSchema(resolvers: ResolverMap): GraphQLSchema {
  const schema = loadStorefrontSchema();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (type instanceof GraphQLObjectType) {
      const typeResolvers = resolvers[type.name] ?? {};
      for (const field of Object.values(type.getFields())) {
        const own = typeResolvers[field.name];
        const typeName = type.name;
        field.resolve = (source, args, context, info) => {
          if (own) return own(source, args, context, info);
          if (hasOwn(source, field.name)) return defaultFieldResolver(source, args, context, info);
          throw new NotImplementedError(typeName, field.name);
        };
      }
    } else if (type instanceof GraphQLInterfaceType || type instanceof GraphQLUnionType) {
      const abstractName = type.name;
      type.resolveType = (value: { __typename?: string }) => {
        if (value?.__typename) return value.__typename;
        throw new GraphQLError(`The sandbox cannot tell the concrete type of this ${abstractName}.`);
      };
    }
  }
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!(type instanceof GraphQLObjectType))
      throw new Error(`Resolvers for unknown object type ${typeName}`);
    for (const fieldName of Object.keys(fields)) {
      if (!type.getFields()[fieldName])
        throw new Error(`Resolver for unknown field ${typeName}.${fieldName}`);
    }
  }
  return schema;
}
