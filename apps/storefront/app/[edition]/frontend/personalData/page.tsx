import { getEdition } from '@shop/editions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountPage } from '@/components/account/account-page';
import { CustomerNumber } from '@/components/account/CustomerNumber';
import { PersonalDataForm } from '@/components/account/PersonalDataForm';
import { editionParam } from '@/lib/routing';
import { customerNumberOf } from '@/server/account/crm';
import { accountMetadata } from '@/server/account/pages';
import { notInSingleSignOn } from '@/server/sso/pages';

type Props = { params: Promise<{ edition: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'account.personal.title');
}

export default async function PersonalDataPage({ params }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  notInSingleSignOn(edition);
  return accountPage(
    { edition, page: 'personal', title: 'account.personal.title' },
    {
      route: getEdition(edition).accountRoutes.personal,
      // The customer-relationship service's record of the signed-in customer (spec §7: looked up when the customer
      // has an email), read through the lookup `POST /api/account/getUser` uses.
      body: async (customer) => (
        <>
          <CustomerNumber number={await customerNumberOf(edition, customer.email)} />
          <PersonalDataForm
            edition={edition}
            initial={{
              firstName: customer.firstName ?? '',
              lastName: customer.lastName ?? '',
              phone: customer.phone ?? '',
            }}
          />
        </>
      ),
    },
  );
}
