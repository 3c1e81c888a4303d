'use client';

import { useT } from '@shop/i18n/react';
import { Button } from '@shop/ui';
import { useLogout } from './useLogout';

export function LogoutButton() {
  const t = useT();
  const logout = useLogout();
  return (
    <>
      <Button variant="link" loading={logout.pending} onClick={logout.run}>
        {t('account.nav.logout')}
      </Button>
      {logout.island}
    </>
  );
}
