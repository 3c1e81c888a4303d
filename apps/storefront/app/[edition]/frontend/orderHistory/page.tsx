import { getEdition } from '@shop/editions';
import { getIntl } from '@shop/i18n';
import { OrderDetail, OrderHistory } from '@shop/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { type AccountFrame, accountPage } from '@/components/account/account-page';
import { noticeOf } from '@/components/account/notices';
import { toOrderDetail, toOrderSummary } from '@/lib/orders';
import { editionParam } from '@/lib/routing';
import { accountMetadata } from '@/server/account/pages';
import { toAccountSite } from '@/server/sso/pages';

type Props = {
  params: Promise<{ edition: string }>;
  searchParams: Promise<{ order?: string | string[]; notice?: string | string[] }>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return accountMetadata(editionParam((await params).edition) ?? notFound(), 'order.history.title');
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Order history (latest 50, newest first), or one order's detail with `?order={number}`. */
export default async function OrderHistoryPage({ params, searchParams }: Props) {
  const edition = editionParam((await params).edition) ?? notFound();
  toAccountSite(edition, 'orderHistory');
  const query = await searchParams;
  const route = getEdition(edition).accountRoutes.orderHistory;
  const orderNumber = first(query.order);
  const returnTo = orderNumber ? `${route}?order=${encodeURIComponent(orderNumber)}` : route;
  const frame = {
    edition,
    page: 'orderHistory',
    title: 'order.history.title',
    notice: noticeOf(first(query.notice)),
  } satisfies AccountFrame;
  return accountPage(frame, {
    route,
    returnTo,
    body: async (customer) => {
      if (!orderNumber)
        return <OrderHistory orders={customer.orders.map((entry) => toOrderSummary(edition, entry))} />;
      const order = customer.orders.find((entry) => String(entry.orderNumber) === orderNumber);
      if (order) return <OrderDetail order={toOrderDetail(edition, order)} backHref={route} />;
      return <p>{(await getIntl(edition)).t('order.notFound')}</p>;
    },
  });
}
