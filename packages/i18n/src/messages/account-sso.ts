import { defineMessages } from '@formatjs/intl';

/** The single-sign-on stores' own texts (issue 15): what the header shows of the account service's data. */
export const accountSsoMessages = defineMessages({
  menuDefaultAddress: {
    id: 'account.menu.defaultAddress',
    defaultMessage: 'Default address',
    description: 'Account menu of a single-sign-on store: heading of the address the account service keeps',
  },
});
