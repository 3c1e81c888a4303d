import { getEdition } from '@shop/editions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { accountPage } from '@/components/account/account-page';
import { PasswordForm } from '@/components/account/PasswordForm';
import { editionParam } from '@/lib/routing';
import { accountMetadata } from '@/server/account/pages';
import { notInSingleSignOn } from '@/server/sso/pages';

type Props = { params: Promise<{ edition: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'account.changePassword.title');
}

export default async function ChangePasswordPage({ params }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  notInSingleSignOn(edition);
  return accountPage(
    { edition, page: 'changePassword', title: 'account.changePassword.title' },
    {
      route: getEdition(edition).accountRoutes.changePassword,
      body: () => <PasswordForm edition={edition} action="password" />,
    },
  );
}
