'use client';

import { type EditionKey, getEdition } from '@shop/editions';
import { type AccountField, AccountForm } from '@shop/ui';
import { addressErrors, requiresAddressLine2 } from '@shop/ui/model';
import { useRouter } from 'next/navigation';
import { formErrorsOf } from '@/lib/own-route.client';
import { useAccountAction } from './account-action';

type Field = 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'zip' | 'city';
const NAMES: readonly Field[] = ['firstName', 'lastName', 'company', 'address1', 'address2', 'zip', 'city'];

function fieldsFor(country: string): AccountField<Field>[] {
  // In Italy line 2 holds the house number and is required (§5); elsewhere it is an optional addition.
  const italian = requiresAddressLine2(country);
  return [
    { name: 'firstName', label: 'form.field.firstName', autoComplete: 'given-name', required: true },
    { name: 'lastName', label: 'form.field.lastName', autoComplete: 'family-name', required: true },
    { name: 'company', label: 'form.field.company', autoComplete: 'organization' },
    {
      name: 'address1',
      label: italian ? 'form.field.streetOnly' : 'form.field.street',
      autoComplete: 'address-line1',
      required: true,
    },
    {
      name: 'address2',
      label: italian ? 'form.field.houseNumber' : 'form.field.address2',
      autoComplete: 'address-line2',
      required: italian,
    },
    { name: 'zip', label: 'form.field.zip', autoComplete: 'postal-code', required: true },
    { name: 'city', label: 'form.field.city', autoComplete: 'address-level2', required: true },
  ];
}

export type AddressValues = Partial<Record<Field, string>>;

/** One of the customer's addresses (§5), or a new one; the first address becomes the default. */
export function AddressForm({
  edition,
  addressId,
  initial,
  makeDefault = false,
  onSaved,
}: {
  edition: EditionKey;
  addressId: string | null;
  initial: AddressValues;
  makeDefault?: boolean;
  onSaved?: () => void;
}) {
  const router = useRouter();
  const save = useAccountAction(edition, 'address');
  const country = getEdition(edition).code;
  const shown = formErrorsOf(save.error, NAMES);
  return (
    <AccountForm
      title={addressId ? 'account.address.edit' : 'account.address.add'}
      fields={fieldsFor(country)}
      initialValues={initial}
      validate={(values) => addressErrors(values, country)}
      onSubmit={(values) =>
        save.mutate(
          { ...values, makeDefault, ...(addressId ? { id: addressId } : {}) },
          {
            onSuccess: () => {
              onSaved?.();
              router.refresh();
            },
          },
        )
      }
      submitLabel="account.save"
      pending={save.isPending}
      fieldErrors={shown.fieldErrors}
      error={shown.error}
      success={save.isSuccess ? { id: 'account.address.saved' } : null}
    />
  );
}
