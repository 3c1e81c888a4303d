import { getEdition } from '@shop/editions';
import type { Address } from '@shop/shop-client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AddressBookPanel, type SavedAddress } from '@/components/account/AddressBookPanel';
import { accountPage } from '@/components/account/account-page';
import { editionParam } from '@/lib/routing';
import { accountMetadata } from '@/server/account/pages';
import { ADDRESS_LIMIT } from '@/server/account/updates';
import { toAccountSite } from '@/server/sso/pages';

type Props = { params: Promise<{ edition: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'account.address.title');
}

/** The customer's first five addresses (§2.1), the default one marked. */
export default async function AddressPage({ params }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  toAccountSite(edition, 'address');
  return accountPage(
    { edition, page: 'address', title: 'account.address.title' },
    {
      route: getEdition(edition).accountRoutes.address,
      body: (customer) => (
        <AddressBookPanel
          edition={edition}
          addresses={customer.addresses
            .slice(0, ADDRESS_LIMIT)
            .map((address) => savedAddress(address, address.id === customer.defaultAddressId))}
          limit={ADDRESS_LIMIT}
          newAddress={{ firstName: customer.firstName ?? '', lastName: customer.lastName ?? '' }}
        />
      ),
    },
  );
}

function savedAddress(address: Address, isDefault: boolean): SavedAddress {
  const text = (value: string | null) => value?.trim() ?? '';
  const values = {
    firstName: text(address.firstName),
    lastName: text(address.lastName),
    company: text(address.company),
    address1: text(address.address1),
    address2: text(address.address2),
    zip: text(address.zip),
    city: text(address.city),
  };
  const lines = [
    `${values.firstName} ${values.lastName}`,
    values.company,
    `${values.address1} ${values.address2}`,
    `${values.zip} ${values.city}`,
  ];
  return { id: address.id, isDefault, values, lines: lines.map((line) => line.trim()).filter(Boolean) };
}
