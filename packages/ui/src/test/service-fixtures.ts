import type { BlogPostData } from '../content/blog-model';
import type { ManualEntryData } from '../content/manuals-model';
import type { FaqClusterData } from '../faq/faq-model';
import { image } from './fixtures';

/** FAQ clusters for tests and stories: HTML and plain answers, an image, and one panel without content. */
export const faqClusters: FaqClusterData[] = [
  {
    title: 'Blutdruckmessgerät BM 54',
    anchor: 'faq-bm54',
    panels: [
      {
        headline: 'Wie lege ich die Manschette richtig an?',
        contentHtml:
          '<p>Legen Sie die Manschette <strong>2–3 cm</strong> oberhalb der Ellenbeuge an. <a href="/de/service/gebrauchsanweisung/">Zur Anleitung</a></p>',
        anchor: 'faq-bm54-1',
        image: image('cuff', 'Manschette am Oberarm'),
      },
      {
        headline: 'Wie koppele ich das Gerät per Bluetooth?',
        contentHtml: '<p>Aktivieren Sie Bluetooth am Smartphone und öffnen Sie die App.</p>',
        anchor: 'faq-bm54-2',
      },
      { headline: 'Noch ohne Antwort', contentHtml: '<p> </p>', anchor: 'faq-bm54-3' },
    ],
  },
  {
    title: 'Fieberthermometer FT 95',
    anchor: 'faq-ft95',
    panels: [
      {
        headline: 'Wie reinige ich das Thermometer?',
        content: 'Mit einem weichen, mit Alkohol befeuchteten Tuch abwischen.',
        anchor: 'faq-ft95-1',
      },
    ],
  },
];

export const manualEntries: ManualEntryData[] = [
  {
    id: 'm1',
    productName: 'Blutdruckmessgerät BM 54',
    articleNumber: '655.14',
    categoryId: 'blood',
    kind: 'instructions',
    url: '/files/bm54-instructions.pdf',
    lastUpdate: '2025-03-04T00:00:00.000Z',
    lastUpdateText: '04.03.2025',
  },
  {
    id: 'm2',
    productName: 'Blutdruckmessgerät BM 54',
    articleNumber: '655.14',
    categoryId: 'blood',
    kind: 'datasheet',
    url: '/files/bm54-datasheet.pdf',
    lastUpdate: '2025-01-20T00:00:00.000Z',
    lastUpdateText: '20.01.2025',
  },
  {
    id: 'm3',
    productName: 'Fieberthermometer FT 95',
    articleNumber: '795.05',
    categoryId: 'fever',
    kind: 'instructions',
    url: '/files/ft95-instructions.pdf',
    lastUpdate: '2024-11-02T00:00:00.000Z',
    lastUpdateText: '02.11.2024',
  },
];

export const manualCategories = [
  { id: 'blood', title: 'Blutdruck' },
  { id: 'fever', title: 'Fieber' },
];

export const blogPosts: BlogPostData[] = [
  {
    id: 'blutdruck',
    title: 'Blutdruck richtig messen',
    url: '/de/blog/blutdruck-richtig-messen/',
    teaser: 'Ruhe, die richtige Manschette und feste Uhrzeiten.',
    publishedAt: '2025-09-12T08:00:00.000Z',
    publishedText: '12.09.2025',
    image: image('monitor', ''),
    html: '<p>Wer seinen Blutdruck zu Hause misst, möchte verlässliche Werte.</p><h2>Vor der Messung</h2><p>Fünf Minuten ruhig sitzen.</p>',
    author: 'Dr. Anna Keller',
  },
  {
    id: 'fieber',
    title: 'Fieber bei Kindern',
    url: '/de/blog/fieber-bei-kindern/',
    teaser: 'Wann messen, wann zum Arzt?',
    publishedAt: '2025-10-03T08:00:00.000Z',
    publishedText: '03.10.2025',
    html: '<p>Fieber gehört zum Kinderalltag.</p>',
    author: '',
  },
];
