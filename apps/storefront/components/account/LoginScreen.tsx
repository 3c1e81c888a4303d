'use client';

import type { EditionKey } from '@shop/editions';
import { useT } from '@shop/i18n/react';
import { type AccountField, AccountForm, Button, ForgotPasswordDialog, LoginTabs } from '@shop/ui';
import { loginErrors, registrationErrors } from '@shop/ui/model';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { formErrorsOf } from '@/lib/own-route.client';
import { useAccountAction } from './account-action';
import { withNotice } from './notices';
import { newPasswordFields } from './password-fields';

const LOGIN_FIELDS: AccountField<'email' | 'password'>[] = [
  { name: 'email', label: 'form.field.email', type: 'email', autoComplete: 'username', required: true },
  {
    name: 'password',
    label: 'form.field.password',
    type: 'password',
    autoComplete: 'current-password',
    required: true,
  },
];

type RegisterField = 'firstName' | 'lastName' | 'email' | 'password' | 'passwordRepeat';
const REGISTER_FIELDS: AccountField<RegisterField>[] = [
  { name: 'firstName', label: 'form.field.firstName', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'form.field.lastName', autoComplete: 'family-name', required: true },
  { name: 'email', label: 'form.field.email', type: 'email', autoComplete: 'email', required: true },
  ...newPasswordFields('form.field.password'),
];

/**
 * The login page's client part: Login and Registration tabs and the forgot-password dialog. After signing in the
 * shopper goes back where they came from (a same-site path the server checked) or to the account.
 */
export function LoginScreen({ edition, returnTo }: { edition: EditionKey; returnTo: string | null }) {
  const t = useT();
  const router = useRouter();
  const login = useAccountAction(edition, 'login');
  const register = useAccountAction(edition, 'register');
  const recover = useAccountAction(edition, 'recover');
  const [forgotOpen, setForgotOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const go = (redirect: string | null | undefined, notice?: 'registered') => {
    const target = returnTo ?? redirect ?? '/';
    router.push(notice ? withNotice(target, notice) : target);
  };
  const loginErrorsShown = formErrorsOf(login.error, ['email', 'password'] as const);
  const registerErrorsShown = formErrorsOf(
    register.error,
    REGISTER_FIELDS.map((field) => field.name),
  );
  return (
    <>
      <LoginTabs
        login={
          <>
            <p>{t('account.login.intro')}</p>
            <AccountForm
              title="account.tab.login"
              fields={LOGIN_FIELDS}
              validate={loginErrors}
              onSubmit={(values) => login.mutate(values, { onSuccess: (answer) => go(answer.redirect) })}
              submitLabel="account.login.submit"
              pending={login.isPending || login.isSuccess}
              fieldErrors={loginErrorsShown.fieldErrors}
              error={loginErrorsShown.error}
            >
              <Button
                variant="link"
                onClick={() => {
                  recover.reset();
                  setSentTo(null);
                  setForgotOpen(true);
                }}
              >
                {t('account.forgot.link')}
              </Button>
            </AccountForm>
          </>
        }
        register={
          <>
            <p>{t('account.register.intro')}</p>
            <AccountForm
              title="account.tab.register"
              fields={REGISTER_FIELDS}
              validate={registrationErrors}
              onSubmit={(values) =>
                register.mutate(values, { onSuccess: (answer) => go(answer.redirect, 'registered') })
              }
              submitLabel="account.register.submit"
              pending={register.isPending || register.isSuccess}
              fieldErrors={registerErrorsShown.fieldErrors}
              error={registerErrorsShown.error}
            />
          </>
        }
      />
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        onSubmit={(email) => recover.mutate({ email }, { onSuccess: () => setSentTo(email) })}
        pending={recover.isPending}
        error={formErrorsOf(recover.error, []).error}
        sentTo={sentTo}
      />
    </>
  );
}
