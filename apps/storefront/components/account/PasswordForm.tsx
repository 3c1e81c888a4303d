'use client';

import type { EditionKey } from '@shop/editions';
import { AccountForm } from '@shop/ui';
import { passwordErrors } from '@shop/ui/model';
import { useRouter } from 'next/navigation';
import { formErrorsOf } from '@/lib/own-route.client';
import { useAccountAction } from './account-action';
import { type Notice, withNotice } from './notices';
import { newPasswordFields } from './password-fields';

const FIELDS = newPasswordFields('form.field.passwordNew');

/**
 * A new password under the rules of §5: in the customer area (`password`), from a reset mail (`reset`) or an
 * invitation (`activate`); the last two sign the customer in and go to the account.
 */
export function PasswordForm({
  edition,
  action,
  link,
}: {
  edition: EditionKey;
  action: 'password' | 'reset' | 'activate';
  link?: { id: string; token: string };
}) {
  const router = useRouter();
  const save = useAccountAction(edition, action);
  const shown = formErrorsOf(save.error, ['password', 'passwordRepeat'] as const);
  const notice: Notice | null =
    action === 'reset' ? 'passwordReset' : action === 'activate' ? 'activated' : null;
  return (
    <AccountForm
      title={
        action === 'activate'
          ? 'account.activate.title'
          : action === 'reset'
            ? 'account.reset.title'
            : 'account.changePassword.title'
      }
      fields={FIELDS}
      validate={passwordErrors}
      onSubmit={(values) =>
        save.mutate(
          { ...values, ...link },
          {
            onSuccess: (answer) => {
              if (notice && answer.redirect) router.push(withNotice(answer.redirect, notice));
            },
          },
        )
      }
      submitLabel={
        action === 'activate'
          ? 'account.activate.submit'
          : action === 'reset'
            ? 'account.reset.submit'
            : 'account.save'
      }
      pending={save.isPending || (notice !== null && save.isSuccess)}
      fieldErrors={shown.fieldErrors}
      error={shown.error}
      success={action === 'password' && save.isSuccess ? { id: 'account.password.saved' } : null}
    />
  );
}
