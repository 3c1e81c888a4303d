import type { EditionKey } from '@shop/editions';
import type { MessageId } from '@shop/i18n';
import type { Customer } from '@shop/shop-client';
import { AccountContentSkeleton } from '@shop/ui';
import { type ReactNode, Suspense } from 'react';
import { provideRequestI18n } from '@/lib/i18n.server';
import { ACCOUNT_UNAVAILABLE, requireCustomer, requireSignedIn } from '@/server/account/pages';
import { AccountArea } from './AccountArea';
import { AccountUnavailable } from './AccountUnavailable';
import type { AccountPage } from './account-links';

export interface AccountFrame {
  edition: EditionKey;
  page: AccountPage;
  title: MessageId;
  notice?: MessageId | null;
}

interface AccountPageParts {
  /** The page's path, linked from the notice that the account is unavailable. */
  route: string;
  /** Where the login page sends the shopper back to (the route by default). */
  returnTo?: string;
  /** The page's content for the signed-in customer. */
  body: (customer: Customer) => ReactNode | Promise<ReactNode>;
}

/**
 * An account page, the one scaffold every account route renders: a shopper without the sign-in cookie is
 * redirected to the login page before anything is sent (`requireSignedIn`, a plain 307); then the shell, the
 * account's links and the page's heading are sent at once, and the part that needs the customer from the shop
 * backend takes the placeholder's place when it is there (or says the account is unavailable).
 */
export async function accountPage(frame: AccountFrame, parts: AccountPageParts): Promise<ReactNode> {
  const returnTo = parts.returnTo ?? parts.route;
  await requireSignedIn(frame.edition, returnTo);
  await provideRequestI18n(frame.edition);
  return (
    <Suspense
      fallback={
        <AccountArea {...frame} customer={null}>
          <AccountContentSkeleton />
        </AccountArea>
      }
    >
      <AccountCustomer frame={frame} route={parts.route} returnTo={returnTo} body={parts.body} />
    </Suspense>
  );
}

/** The part that needs the customer: streamed in behind the frame. */
async function AccountCustomer({
  frame,
  route,
  returnTo,
  body,
}: {
  frame: AccountFrame;
  route: string;
  returnTo: string;
  body: AccountPageParts['body'];
}) {
  const customer = await requireCustomer(frame.edition, returnTo);
  if (customer === ACCOUNT_UNAVAILABLE) return <AccountUnavailable title={frame.title} href={route} />;
  return (
    <AccountArea {...frame} customer={customer}>
      {await body(customer)}
    </AccountArea>
  );
}
