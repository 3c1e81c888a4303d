import type { MessageId } from '@shop/i18n';
import type { SessionUser } from '@shop/session';
import type { Customer } from '@shop/shop-client';
import { NextResponse } from 'next/server';

/**
 * What the browser may know of the signed-in customer, never the token: the session's user (single-sign-on stores
 * add the default address the account service keeps, spec §4).
 */
export type AccountUser = SessionUser;

export function accountUserOf(customer: Pick<Customer, 'firstName' | 'lastName' | 'email'>): AccountUser {
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email ?? '',
  };
}

export interface AccountAnswer {
  user?: AccountUser | null;
  /** A success message of §8 for the form to show. */
  message?: MessageId;
  /** Where the browser goes next (a same-site path). */
  redirect?: string | null;
  /** The customer-relationship service's record of the signed-in customer (getUser). */
  crmUser?: unknown;
}

/** An account route's answer: per shopper, so never kept by any cache. */
export function accountAnswer(body: AccountAnswer, status = 200): NextResponse {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'private, no-store' } });
}
