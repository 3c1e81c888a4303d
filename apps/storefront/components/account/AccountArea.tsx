import type { EditionKey } from '@shop/editions';
import type { MessageId } from '@shop/i18n';
import { useT } from '@shop/i18n/react';
import type { Customer } from '@shop/shop-client';
import { AccountNav } from '@shop/ui';
import { ruleText } from '@shop/ui/model';
import type { ReactNode } from 'react';
import { ScreenTexts } from '@/components/shell/ScreenTexts';
import { type AccountPage, accountLinks } from './account-links';
import { LogoutButton } from './LogoutButton';

/**
 * The customer area's frame: the navigation with 'Welcome, {name}' and logout beside the page's content. With
 * `customer` null it is the frame the page streams its customer into (`accountPage`): the same links and heading.
 */
export function AccountArea({
  edition,
  customer,
  page,
  title,
  notice,
  children,
}: {
  edition: EditionKey;
  customer: Pick<Customer, 'firstName' | 'lastName'> | null;
  page: AccountPage;
  title: MessageId;
  notice?: MessageId | null;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <ScreenTexts edition={edition} screen="account">
      <main className="page page--from-session account-area">
        <AccountNav
          fullName={customer && `${customer.firstName ?? ''} ${customer.lastName ?? ''}`.trim()}
          links={accountLinks(edition, page)}
          logout={<LogoutButton placeholder={customer === null} />}
        />
        <section className="account-area__content" aria-labelledby="account-title">
          <h1 id="account-title">{ruleText(t, { id: title })}</h1>
          {notice ? (
            <p role="status" className="account-area__notice">
              {ruleText(t, { id: notice })}
            </p>
          ) : null}
          {children}
        </section>
      </main>
    </ScreenTexts>
  );
}
