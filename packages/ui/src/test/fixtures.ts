import type { CartLineData } from '../cart/CartLine';
import type { ComparedProduct } from '../favorites/ComparisonTable';
import type { ProductTileData } from '../listing/ProductTile';

/** Sample data for tests and stories (images are served by Storybook from apps/storybook/public). */
export const image = (name: string, alt: string) => ({ src: `/images/${name}.svg`, alt });

export const tiles: ProductTileData[] = [
  {
    id: 'p-bm54',
    title: 'Oberarm-Blutdruckmessgerät BM 54 Bluetooth',
    url: '/de/p/bm54/',
    image: image('monitor', 'Blutdruckmessgerät BM 54'),
    price: { amount: '69.99', compareAt: '89.99' },
    availability: 'inStock',
    badges: ['Neu'],
  },
  {
    id: 'p-ft95',
    title: 'Kontaktloses Fieberthermometer FT 95',
    url: '/de/p/ft95/',
    image: image('thermometer', 'Fieberthermometer FT 95'),
    price: { amount: '49.99', recommendedRetail: '59.99' },
    availability: 'fewInStock',
  },
  {
    id: 'p-bf720',
    title: 'Diagnosewaage BF 720',
    url: '/de/p/bf720/',
    image: image('scale', 'Diagnosewaage BF 720'),
    price: { amount: '39.99', from: true },
    availability: 'backInStockShortly',
    colourCount: 3,
  },
  {
    id: 'p-em59',
    title: 'Digitales TENS/EMS-Gerät EM 59 Heat mit Wärmefunktion',
    url: '/de/p/em59/',
    image: image('tens', 'TENS/EMS-Gerät EM 59'),
    price: { amount: '59.99' },
    availability: 'soldOut',
  },
  {
    id: 'p-hk125',
    title: 'Heizkissen HK 125 Nacken',
    url: '/de/p/hk125/',
    image: null,
    price: { amount: '34.99' },
    availability: 'notAvailableOnline',
  },
];

export const cartLines: CartLineData[] = [
  {
    id: 'line-1',
    title: 'Oberarm-Blutdruckmessgerät BM 54 Bluetooth',
    url: '/de/p/bm54/',
    image: image('monitor', 'Blutdruckmessgerät BM 54'),
    size: 'M (22–36 cm)',
    quantity: 2,
    unitPrice: 69.99,
    compareAtUnitPrice: 89.99,
  },
  {
    id: 'line-2',
    title: 'Kontaktloses Fieberthermometer FT 95',
    url: '/de/p/ft95/',
    image: image('thermometer', 'Fieberthermometer FT 95'),
    options: [],
    quantity: 1,
    unitPrice: 49.99,
    compareAtUnitPrice: null,
  },
  {
    id: 'line-3',
    title: 'Diagnosewaage BF 720',
    url: '/de/p/bf720/',
    image: image('scale', 'Diagnosewaage BF 720'),
    options: [{ name: 'Farbe', value: 'Schwarz' }],
    quantity: 1,
    unitPrice: 39.99,
    compareAtUnitPrice: 44.99,
  },
  {
    id: 'line-4',
    title: 'Heizkissen HK 125 Nacken',
    url: '/de/p/hk125/',
    image: null,
    options: [],
    quantity: 3,
    unitPrice: 34.99,
    compareAtUnitPrice: null,
  },
];

/** Three blood pressure monitors side by side: model, article number and weight differ, colour does not. */
export const comparedProducts: ComparedProduct[] = [
  {
    ...(tiles[0] as ProductTileData),
    technicalData: [
      { label: 'Modell', value: 'BM 54' },
      { label: 'Gewicht', value: '500 g' },
      { label: 'Farbe', value: 'Weiß' },
    ],
  },
  {
    id: 'p-bm58',
    title: 'Oberarm-Blutdruckmessgerät BM 58',
    url: '/de/p/bm58/',
    image: image('monitor', 'Blutdruckmessgerät BM 58'),
    price: { amount: '79.99' },
    availability: 'fewInStock',
    technicalData: [
      { label: 'Modell', value: 'BM 58' },
      { label: 'Gewicht', value: '500 g' },
      { label: 'Farbe', value: 'Weiß' },
    ],
  },
  {
    id: 'p-bc28',
    title: 'Handgelenk-Blutdruckmessgerät BC 28',
    url: '/de/p/bc28/',
    image: image('monitor', 'Blutdruckmessgerät BC 28'),
    price: { amount: '29.99' },
    availability: 'notAvailableOnline',
    technicalData: [
      { label: 'Modell', value: 'BC 28' },
      { label: 'Gewicht', value: '130 g' },
      { label: 'Farbe', value: 'Weiß' },
    ],
  },
];
