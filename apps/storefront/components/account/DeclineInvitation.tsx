'use client';

import { useT } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { useState } from 'react';

/**
 * Declining an invitation: the shop backend has no call for it (the invitation simply lapses), so nothing is
 * sent and nobody is signed in; the shopper is told so.
 */
export function DeclineInvitation({ children }: { children: React.ReactNode }) {
  const t = useT();
  const [declined, setDeclined] = useState(false);
  if (declined) return <p role="status">{t('account.activate.declined')}</p>;
  return (
    <>
      {children}
      <Button variant="secondary" onClick={() => setDeclined(true)}>
        {t('account.activate.decline')}
      </Button>
    </>
  );
}
