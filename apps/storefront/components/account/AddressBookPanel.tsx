'use client';

import type { EditionKey } from '@shop/editions';
import { AddressBook, type AddressBookEntry } from '@shop/ui';
import type { RuleMessage } from '@shop/ui/model';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { formErrorsOf } from '@/lib/own-route.client';
import { AddressForm, type AddressValues } from './AddressForm';
import { useAccountAction } from './account-action';

export interface SavedAddress extends AddressBookEntry {
  values: AddressValues;
}

/**
 * The address page (§2.1): the customer's first five addresses, the default one's form open at first (a new
 * one's when there is none), another opened by its edit button, one added while fewer than five exist.
 */
export function AddressBookPanel({
  edition,
  addresses,
  limit,
  newAddress,
}: {
  edition: EditionKey;
  addresses: SavedAddress[];
  limit: number;
  /** What a new address starts with (the customer's name). */
  newAddress: AddressValues;
}) {
  const router = useRouter();
  const first = addresses.find((address) => address.isDefault) ?? addresses[0];
  const [editing, setEditing] = useState<string | null>(first?.id ?? 'new');
  const [message, setMessage] = useState<RuleMessage | null>(null);
  const makeDefault = useAccountAction(edition, 'defaultAddress');
  const open = addresses.find((address) => address.id === editing);
  const openAddress = (id: string) => {
    setMessage(null);
    makeDefault.reset();
    setEditing(id);
  };
  return (
    <AddressBook
      addresses={addresses}
      limit={limit}
      editing={editing}
      form={
        <AddressForm
          key={editing ?? 'none'}
          edition={edition}
          addressId={open?.id ?? null}
          initial={open?.values ?? newAddress}
          makeDefault={!addresses.some((address) => address.isDefault)}
          onSaved={() => {
            if (open) return;
            setEditing(null);
            setMessage({ id: 'account.address.saved' });
          }}
        />
      }
      onEdit={openAddress}
      onAdd={() => openAddress('new')}
      onMakeDefault={(id) => {
        setMessage(null);
        makeDefault.mutate(
          { id },
          {
            onSuccess: () => {
              setMessage({ id: 'account.address.defaultSaved' });
              router.refresh();
            },
          },
        );
      }}
      pendingDefault={makeDefault.isPending ? (makeDefault.variables?.id as string) : null}
      message={message}
      error={formErrorsOf(makeDefault.error, []).error}
    />
  );
}
