import { graphql } from '../generated/gql.js';

export const CustomerAccessTokenCreateMutation = graphql(`
  mutation customerAccessTokenCreate($input: CustomerAccessTokenCreateInput!) {
    customerAccessTokenCreate(input: $input) {
      customerAccessToken {
        ...AccessTokenFields
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
`);

export const CustomerAccessTokenCreateWithMultipassMutation = graphql(`
  mutation customerAccessTokenCreateWithMultipass($multipassToken: String!) {
    customerAccessTokenCreateWithMultipass(multipassToken: $multipassToken) {
      customerAccessToken {
        ...AccessTokenFields
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
`);

export const CustomerAccessTokenDeleteMutation = graphql(`
  mutation customerAccessTokenDelete($customerAccessToken: String!) {
    customerAccessTokenDelete(customerAccessToken: $customerAccessToken) {
      deletedAccessToken
      userErrors {
        field
        message
      }
    }
  }
`);

export const CustomerCreateMutation = graphql(`
  mutation customerCreate($input: CustomerCreateInput!) {
    customerCreate(input: $input) {
      customer {
        id
        email
        firstName
        lastName
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
`);

export const CustomerQuery = graphql(`
  query customer($customerAccessToken: String!) {
    customer(customerAccessToken: $customerAccessToken) {
      ...CustomerFields
    }
  }
`);

export const CustomerRecoverMutation = graphql(`
  mutation customerRecover($email: String!) {
    customerRecover(email: $email) {
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
`);

export const CustomerResetMutation = graphql(`
  mutation customerReset($id: ID!, $input: CustomerResetInput!) {
    customerReset(id: $id, input: $input) {
      customer {
        id
        email
      }
      customerAccessToken {
        ...AccessTokenFields
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
`);

export const CustomerUpdateMutation = graphql(`
  mutation customerUpdate($customerAccessToken: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $customerAccessToken, customer: $customer) {
      customer {
        id
        email
        firstName
        lastName
        phone
      }
      customerAccessToken {
        ...AccessTokenFields
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
`);

export const CustomerActivateByUrlMutation = graphql(`
  mutation customerActivateByUrl($activationUrl: URL!, $password: String!) {
    customerActivateByUrl(activationUrl: $activationUrl, password: $password) {
      customer {
        id
        email
      }
      customerAccessToken {
        ...AccessTokenFields
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
`);

export const CustomerAddressCreateMutation = graphql(`
  mutation customerAddressCreate($customerAccessToken: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $customerAccessToken, address: $address) {
      customerAddress {
        ...AddressFields
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
`);

export const CustomerAddressUpdateMutation = graphql(`
  mutation customerAddressUpdate($customerAccessToken: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $customerAccessToken, id: $id, address: $address) {
      customerAddress {
        ...AddressFields
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
`);

export const CustomerDefaultAddressUpdateMutation = graphql(`
  mutation customerDefaultAddressUpdate($customerAccessToken: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $customerAccessToken, addressId: $addressId) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
`);
