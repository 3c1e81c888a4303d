'use client';

import { useT } from '@shop/i18n/react';
import { Button, useHydrated } from '@shop/ui';
import { useLogout } from './useLogout';

export function LogoutButton() {
  const t = useT();
  const logout = useLogout();
  // Logout is sent by script: until the page is hydrated the button says it cannot be used yet, rather than
  // swallowing a click (an account page is often left at once, right after it loads).
  const hydrated = useHydrated();
  return (
    <>
      <Button variant="link" loading={logout.pending} disabled={!hydrated} onClick={logout.run}>
        {t('account.nav.logout')}
      </Button>
      {logout.island}
    </>
  );
}
