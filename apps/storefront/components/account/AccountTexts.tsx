import type { EditionKey } from '@shop/editions';
import { loadEditionMessages } from '@shop/i18n';
import type { ReactNode } from 'react';
import { accountPageMessages } from '@/lib/client-messages';
import { AccountTextsProvider } from './AccountTextsProvider';

/** The account forms' texts for this page's client components only, so catalogue pages do not carry them. */
export async function AccountTexts({ edition, children }: { edition: EditionKey; children: ReactNode }) {
  const messages = accountPageMessages(await loadEditionMessages(edition));
  return (
    <AccountTextsProvider edition={edition} messages={messages}>
      {children}
    </AccountTextsProvider>
  );
}
