'use client';

import { useT } from '@shop/i18n/react';
import { Button, useHydrated } from '@shop/ui';
import { useLogout } from './useLogout';

/**
 * The account area's logout. `placeholder`: the frame an account page shows while its customer streams in
 * (`account-page.tsx`), which the customer's frame replaces, this button with it. A logout pressed there would be
 * unmounted with it, its mutation's code still loading (it loads with the first click), and nothing would happen;
 * so that button is disabled, like one before hydration, and the customer's frame brings the usable one.
 */
export function LogoutButton({ placeholder = false }: { placeholder?: boolean }) {
  const t = useT();
  const logout = useLogout();
  // Logout is sent by script: until the page is hydrated the button says it cannot be used yet, rather than
  // swallowing a click (an account page is often left at once, right after it loads).
  const hydrated = useHydrated();
  return (
    <>
      <Button
        variant="link"
        loading={logout.pending}
        disabled={!hydrated || placeholder}
        onClick={logout.run}
      >
        {t('account.nav.logout')}
      </Button>
      {logout.island}
    </>
  );
}
