// The Customer object as the resolvers pass it on: its row.
import type { CustomerRow } from '../../stores/customers';

export interface CustomerSource {
  __typename: 'Customer';
  customer: CustomerRow;
}

export const customerSource = (customer: CustomerRow): CustomerSource => ({
  __typename: 'Customer',
  customer,
});
