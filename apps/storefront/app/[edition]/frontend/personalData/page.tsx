import { getEdition } from '@shop/editions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountArea } from '@/components/account/AccountArea';
import { AccountUnavailable } from '@/components/account/AccountUnavailable';
import { PersonalDataForm } from '@/components/account/PersonalDataForm';
import { provideRequestI18n } from '@/lib/i18n.server';
import { editionParam } from '@/lib/routing';
import { ACCOUNT_UNAVAILABLE, accountMetadata, requireCustomer } from '@/server/account/pages';
import { notInSingleSignOn } from '@/server/sso/pages';

type Props = { params: Promise<{ edition: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'account.personal.title');
}

export default async function PersonalDataPage({ params }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  notInSingleSignOn(edition);
  const customer = await requireCustomer(edition, getEdition(edition).accountRoutes.personal);
  await provideRequestI18n(edition);
  if (customer === ACCOUNT_UNAVAILABLE)
    return (
      <AccountUnavailable title="account.personal.title" href={getEdition(edition).accountRoutes.personal} />
    );
  return (
    <AccountArea edition={edition} customer={customer} page="personal" title="account.personal.title">
      <PersonalDataForm
        edition={edition}
        initial={{
          firstName: customer.firstName ?? '',
          lastName: customer.lastName ?? '',
          phone: customer.phone ?? '',
        }}
      />
    </AccountArea>
  );
}
