import type { EditionKey } from '@shop/editions';
import type { MessageId } from '@shop/i18n';
import { AccountContentSkeleton } from '@shop/ui';
import { type ReactNode, Suspense } from 'react';
import { AccountArea } from './AccountArea';
import type { AccountPage } from './account-links';

export interface AccountFrame {
  edition: EditionKey;
  page: AccountPage;
  title: MessageId;
  notice?: MessageId | null;
}

/**
 * An account page's customer streams in: the shell, the account's links and the page's heading are sent at once,
 * and the part that needs the customer from the shop backend (its own `AccountArea`) takes the placeholder's place
 * when it is there. The page has checked the sign-in cookie before (`requireSignedIn`), so a shopper without one is
 * redirected before anything is sent.
 */
export function AccountStream({ frame, children }: { frame: AccountFrame; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <AccountArea {...frame} customer={null}>
          <AccountContentSkeleton />
        </AccountArea>
      }
    >
      {children}
    </Suspense>
  );
}
