'use client';

import { type EditionKey, getEdition } from '@shop/editions';
import { type AccountField, AccountForm } from '@shop/ui';
import { personalErrors } from '@shop/ui/model';
import { useRouter } from 'next/navigation';
import { formErrorsOf } from '@/lib/own-route.client';
import { useAccountAction } from './account-action';

type Field = 'firstName' | 'lastName' | 'phone';
const FIELDS: AccountField<Field>[] = [
  { name: 'firstName', label: 'form.field.firstName', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'form.field.lastName', autoComplete: 'family-name', required: true },
  { name: 'phone', label: 'form.field.phone', type: 'tel', autoComplete: 'tel' },
];

/** Personal data (§5): first name and surname required, the phone optional but in E.164. */
export function PersonalDataForm({
  edition,
  initial,
}: {
  edition: EditionKey;
  initial: Record<Field, string>;
}) {
  const router = useRouter();
  const save = useAccountAction(edition, 'personal');
  const country = getEdition(edition).code;
  const shown = formErrorsOf(save.error, ['firstName', 'lastName', 'phone'] as const);
  return (
    <AccountForm
      title="account.personal.title"
      fields={FIELDS}
      initialValues={initial}
      validate={(values) => personalErrors(values, country)}
      onSubmit={(values) => save.mutate(values, { onSuccess: () => router.refresh() })}
      submitLabel="account.save"
      pending={save.isPending}
      fieldErrors={shown.fieldErrors}
      error={shown.error}
      success={save.isSuccess ? { id: 'account.personal.saved' } : null}
    />
  );
}
