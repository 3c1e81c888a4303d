import { PASSWORD_MIN_LENGTH } from '@shop/editions';
import type { AccountField } from '@shop/ui';

/** A new password and its repetition, with the rules as a hint (§5). */
export function newPasswordFields(
  label: 'form.field.password' | 'form.field.passwordNew',
): AccountField<'password' | 'passwordRepeat'>[] {
  return [
    {
      name: 'password',
      label,
      type: 'password',
      autoComplete: 'new-password',
      required: true,
      hint: { id: 'account.password.rules', values: { min: PASSWORD_MIN_LENGTH } },
    },
    {
      name: 'passwordRepeat',
      label: 'form.field.passwordRepeat',
      type: 'password',
      autoComplete: 'new-password',
      required: true,
    },
  ];
}
