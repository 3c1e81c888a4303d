// The customer mutations' errors in Shopify's wire format.
import type { Problem } from '../../stores/problems';

/** Shopify answers the same problems twice: as customerUserErrors and as the deprecated userErrors. */
export function customerErrors(list: Problem[]) {
  return {
    customerUserErrors: list.map((item) => ({ __typename: 'CustomerUserError', ...item })),
    userErrors: list.map((item) => ({ __typename: 'UserError', field: item.field, message: item.message })),
  };
}

export const tokenInvalid = (): Problem => ({
  code: 'TOKEN_INVALID',
  field: ['customerAccessToken'],
  message: 'Customer access token is invalid',
});
