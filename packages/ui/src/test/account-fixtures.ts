import type { OrderDetailData, OrderSummaryData } from '../account/order-data';

export const ORDERS: OrderSummaryData[] = [
  {
    id: 'gid://shopify/Order/2',
    number: '#1002',
    date: '2026-11-20T10:00:00Z',
    status: 'shipped',
    total: 84.9,
    itemCount: 2,
    href: '/de/order-history?order=1002',
  },
  {
    id: 'gid://shopify/Order/1',
    number: '#1001',
    date: '2026-11-02T10:00:00Z',
    status: 'inProgress',
    total: 39.95,
    itemCount: 1,
    href: '/de/order-history?order=1001',
  },
];

export const SHIPPED_ORDER: OrderDetailData = {
  id: 'gid://shopify/Order/2',
  number: '#1002',
  date: '2026-11-20T10:00:00Z',
  status: 'shipped',
  total: 84.9,
  subtotal: 84.9,
  shipping: 0,
  deliveryAddress: ['Anna Nowak', 'Hauptstr. 1', '10115 Berlin'],
  tracking: [{ company: 'DHL', number: 'DHL123456', url: 'https://tracking.example/DHL123456' }],
  items: [
    {
      id: 'line-1',
      title: 'Blutdruckmessgerät BM 54',
      articleNumber: '655.01',
      colour: 'Weiß',
      unitPrice: 59.9,
      quantity: 1,
      total: 59.9,
      imageUrl: null,
      rateHref: '/de/p/bm-54-65501/#reviews',
      returnHref: '/de/service/faq',
    },
    {
      id: 'line-2',
      title: 'Manschette',
      articleNumber: '163.00',
      colour: null,
      unitPrice: 12.5,
      quantity: 2,
      total: 25,
      imageUrl: null,
      rateHref: null,
      returnHref: null,
    },
  ],
};
