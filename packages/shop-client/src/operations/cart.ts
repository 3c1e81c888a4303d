import { graphql } from '../generated/gql.js';

// Country and language go into every cart call through @inContext (spec §7).

export const CartQuery = graphql(`
  query cart($id: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    node(id: $id) {
      ... on Cart {
        ...CartFields
      }
    }
  }
`);

export const CartCreateMutation = graphql(`
  mutation cartCreate($input: CartInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartCreate(input: $input) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
`);

export const CartLinesAddMutation = graphql(`
  mutation cartLinesAdd($cartId: ID!, $lines: [CartLineInput!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesAdd(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
`);

export const CartLinesRemoveMutation = graphql(`
  mutation cartLinesRemove($cartId: ID!, $lineIds: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    cartLinesRemove(cartId: $cartId, lineIds: $lineIds) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
`);

export const CartLinesUpdateMutation = graphql(`
  mutation cartLinesUpdate(
    $cartId: ID!
    $lines: [CartLineUpdateInput!]!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cartLinesUpdate(cartId: $cartId, lines: $lines) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
`);

export const CartBuyerIdentityUpdateMutation = graphql(`
  mutation cartBuyerIdentityUpdate(
    $cartId: ID!
    $buyerIdentity: CartBuyerIdentityInput!
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    cartBuyerIdentityUpdate(cartId: $cartId, buyerIdentity: $buyerIdentity) {
      cart {
        ...CartFields
      }
      userErrors {
        ...CartUserErrorFields
      }
      warnings {
        ...CartWarningFields
      }
    }
  }
`);
