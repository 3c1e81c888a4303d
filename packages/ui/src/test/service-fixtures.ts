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
