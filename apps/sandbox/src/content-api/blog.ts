// The editors' blog: a few German posts, as the de instance of the content service keeps them (spec §2.1: only
// the de edition has a blog).

export interface BlogPost {
  slug: string;
  title: string;
  teaser: string;
  html: string;
  author: string;
  /** ISO date of publication. */
  publishedAt: string;
}

export const BLOG_URLS = { de: '/de/blog/' } as const;

export const blogPostUrl = (post: BlogPost) => `${BLOG_URLS.de}${post.slug}/`;

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    slug: 'blutdruck-richtig-messen',
    title: 'Blutdruck richtig messen: sieben Tipps für verlässliche Werte',
    teaser:
      'Ruhe, die richtige Manschette und feste Uhrzeiten: So werden Ihre Messungen zu Hause vergleichbar und aussagekräftig.',
    html: '<p>Wer seinen Blutdruck zu Hause misst, möchte Werte, auf die Verlass ist. Die wichtigsten Regeln sind einfach.</p><h2>Vor der Messung</h2><ul><li>Fünf Minuten ruhig sitzen, nicht sprechen.</li><li>Eine Stunde vorher keinen Kaffee und keine Zigarette.</li></ul><h2>Während der Messung</h2><p>Die Manschette sitzt auf Herzhöhe, der Arm liegt entspannt auf dem Tisch. Messen Sie morgens und abends zur gleichen Zeit und notieren Sie die Werte.</p>',
    author: 'Dr. Anna Keller',
    publishedAt: '2025-09-12T08:00:00.000Z',
  },
  {
    slug: 'fieber-bei-kindern',
    title: 'Fieber bei Kindern: wann messen, wann zum Arzt?',
    teaser:
      'Fieber ist eine gesunde Abwehrreaktion. Wir erklären, welches Thermometer sich für welches Alter eignet und wann Sie handeln sollten.',
    html: '<p>Fieber gehört zum Kinderalltag. Entscheidend ist, richtig zu messen und die Warnzeichen zu kennen.</p><h2>Das passende Thermometer</h2><p>Für Säuglinge ist die rektale Messung am genauesten, ab dem Kleinkindalter sind Ohr- und Stirnthermometer bequemer.</p><h2>Wann zum Arzt?</h2><p>Bei Säuglingen unter drei Monaten schon ab 38 °C, bei älteren Kindern, wenn das Fieber länger als drei Tage anhält.</p>',
    author: 'Markus Brandt',
    publishedAt: '2025-10-03T08:00:00.000Z',
  },
  {
    slug: 'besser-schlafen-mit-waerme',
    title: 'Besser schlafen mit Wärme',
    teaser:
      'Ein warmes Bett entspannt die Muskeln und hilft beim Einschlafen. So nutzen Sie Heizdecke und Wärmekissen sicher.',
    html: '<p>Wärme entspannt und fördert die Durchblutung. Gerade in der kalten Jahreszeit schlafen viele Menschen mit vorgewärmtem Bett besser ein.</p><h2>Sicher anwenden</h2><p>Nutzen Sie die Abschaltautomatik und eine niedrige Stufe für die Nacht. Decke und Kissen nicht knicken oder zusammengelegt betreiben.</p>',
    author: 'Dr. Anna Keller',
    publishedAt: '2025-11-07T08:00:00.000Z',
  },
  {
    slug: 'raumluft-im-winter',
    title: 'Gute Raumluft im Winter',
    teaser:
      'Trockene Heizungsluft und Pollen aus dem Vorjahr: Warum Luftbefeuchter und Luftreiniger im Winter einen Unterschied machen.',
    html: '<p>Im Winter sinkt die Luftfeuchtigkeit in beheizten Räumen oft unter 40 Prozent. Schleimhäute trocknen aus, Erkältungen haben leichtes Spiel.</p><h2>Die richtige Feuchte</h2><p>Ideal sind 40 bis 60 Prozent. Ein Hygrometer zeigt, ob ein Luftbefeuchter nötig ist.</p>',
    author: 'Lena Vogt',
    publishedAt: '2025-11-18T08:00:00.000Z',
  },
];
