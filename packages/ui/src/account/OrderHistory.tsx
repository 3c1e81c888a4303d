import { useI18n } from '@shop/i18n/react';
import { ORDER_STATUS_TEXT, type OrderSummaryData } from './order-data';

export interface OrderHistoryProps {
  /** Latest 50, newest first (the backend's order). */
  orders: OrderSummaryData[];
}

/** Order history (spec §2.3): each order's date, number, status and total with a link to its detail. */
export function OrderHistory({ orders }: OrderHistoryProps) {
  const { t, formatDate, formatPrice } = useI18n();
  if (orders.length === 0) return <p className="shop-order-history__empty">{t('order.history.empty')}</p>;
  return (
    <ul className="shop-order-history">
      {orders.map((order) => (
        <li key={order.id} className="shop-order-history__order">
          <a className="shop-order-history__link" href={order.href}>
            {t('order.title', { number: order.number })}
          </a>
          <dl className="shop-order-history__facts">
            <div>
              <dt>{t('order.date')}</dt>
              <dd>{formatDate(order.date, { dateStyle: 'medium' })}</dd>
            </div>
            <div>
              <dt>{t('order.deliveryStatus')}</dt>
              <dd data-status={order.status}>{t(ORDER_STATUS_TEXT[order.status])}</dd>
            </div>
            <div>
              <dt>{t('order.totalWithVat')}</dt>
              <dd>
                {formatPrice(order.total)} · {t('order.items', { count: order.itemCount })}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
