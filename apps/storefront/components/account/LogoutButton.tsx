'use client';

import type { EditionKey } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { useLogout } from './useLogout';

export function LogoutButton({ edition }: { edition: EditionKey }) {
  const t = useT();
  const logout = useLogout(edition);
  return (
    <Button variant="link" loading={logout.pending} onClick={logout.run}>
      {t('account.nav.logout')}
    </Button>
  );
}
