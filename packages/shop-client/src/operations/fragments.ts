import { graphql } from '../generated/gql.js';

export const MoneyFields = graphql(`
  fragment MoneyFields on MoneyV2 {
    amount
    currencyCode
  }
`);

export const CartFields = graphql(`
  fragment CartFields on Cart {
    id
    createdAt
    updatedAt
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
      email
    }
    cost {
      subtotalAmount {
        ...MoneyFields
      }
      totalAmount {
        ...MoneyFields
      }
    }
    lines(first: 50) {
      nodes {
        id
        quantity
        attributes {
          key
          value
        }
        cost {
          amountPerQuantity {
            ...MoneyFields
          }
          compareAtAmountPerQuantity {
            ...MoneyFields
          }
          totalAmount {
            ...MoneyFields
          }
        }
        merchandise {
          ... on ProductVariant {
            id
            title
            sku
            availableForSale
            price {
              ...MoneyFields
            }
            compareAtPrice {
              ...MoneyFields
            }
            image {
              url
              altText
            }
            selectedOptions {
              name
              value
            }
            product {
              id
              title
              handle
              featuredImage {
                url
                altText
              }
            }
          }
        }
      }
    }
  }
`);

export const UserErrorFields = graphql(`
  fragment CartUserErrorFields on CartUserError {
    code
    field
    message
  }
`);

export const CartWarningFields = graphql(`
  fragment CartWarningFields on CartWarning {
    code
    message
    target
  }
`);

export const CustomerUserErrorFields = graphql(`
  fragment CustomerUserErrorFields on CustomerUserError {
    code
    field
    message
  }
`);

export const AccessTokenFields = graphql(`
  fragment AccessTokenFields on CustomerAccessToken {
    accessToken
    expiresAt
  }
`);

export const AddressFields = graphql(`
  fragment AddressFields on MailingAddress {
    id
    firstName
    lastName
    company
    address1
    address2
    city
    zip
    province
    country
    countryCodeV2
    phone
  }
`);

export const CustomerFields = graphql(`
  fragment CustomerFields on Customer {
    id
    firstName
    lastName
    email
    phone
    defaultAddress {
      ...AddressFields
    }
    addresses(first: 5) {
      nodes {
        ...AddressFields
      }
    }
    orders(first: 50, sortKey: PROCESSED_AT, reverse: true) {
      nodes {
        id
        name
        processedAt
        orderNumber
        canceledAt
        cancelReason
        fulfillmentStatus
        financialStatus
        currencyCode
        totalShippingPrice {
          ...MoneyFields
        }
        subtotalPrice {
          ...MoneyFields
        }
        totalTax {
          ...MoneyFields
        }
        totalPrice {
          ...MoneyFields
        }
        successfulFulfillments(first: 10) {
          trackingCompany
          trackingInfo(first: 5) {
            number
            url
          }
        }
        shippingAddress {
          name
          address1
          city
          zip
        }
        lineItems(first: 50) {
          nodes {
            title
            quantity
            originalTotalPrice {
              ...MoneyFields
            }
            customAttributes {
              key
              value
            }
            variant {
              id
              title
              sku
              selectedOptions {
                name
                value
              }
              price {
                ...MoneyFields
              }
              compareAtPrice {
                ...MoneyFields
              }
              image {
                url
              }
              product {
                id
              }
            }
          }
        }
      }
    }
  }
`);
