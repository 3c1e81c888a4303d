import { getEdition } from '@shop/editions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountArea } from '@/components/account/AccountArea';
import { AddressForm } from '@/components/account/AddressForm';
import { provideRequestI18n } from '@/lib/i18n.server';
import { editionParam } from '@/lib/routing';
import { accountMetadata, requireCustomer } from '@/server/account/pages';

type Props = { params: Promise<{ edition: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'account.address.title');
}

/** The customer's default address (else their first of up to five, else a new one). */
export default async function AddressPage({ params }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  const customer = await requireCustomer(edition, getEdition(edition).accountRoutes.address);
  await provideRequestI18n(edition);
  const address = customer.defaultAddress ?? customer.addresses[0] ?? null;
  return (
    <AccountArea edition={edition} customer={customer} page="address" title="account.address.title">
      <AddressForm
        edition={edition}
        addressId={address?.id ?? null}
        initial={{
          firstName: address?.firstName ?? customer.firstName ?? '',
          lastName: address?.lastName ?? customer.lastName ?? '',
          company: address?.company ?? '',
          address1: address?.address1 ?? '',
          address2: address?.address2 ?? '',
          zip: address?.zip ?? '',
          city: address?.city ?? '',
        }}
      />
    </AccountArea>
  );
}
