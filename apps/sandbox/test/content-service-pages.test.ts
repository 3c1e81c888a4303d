import { describe, expect, it } from 'vitest';
import { call, constraints, instanceOf, page } from './content';
import type { Json } from './http';

const content = (answer: Json) => answer.data.config.top.elements[0].properties.content;

describe('the FAQ listing is a page of clusters with anchored panels', () => {
  it('each cluster has a title and an anchor; each panel a headline, HTML, an anchor and its single url', async () => {
    const answer = await page('/pl/obsluga-klienta/faq/', 'pl');
    expect(answer.type).toBe('page');
    expect(answer.data.config.top.elements[0].component).toBe('faq-listing');
    const { clusters } = content(answer);
    expect(clusters.length).toBeGreaterThan(0);
    const [cluster] = clusters;
    expect(cluster.title).not.toBe('');
    expect(cluster.anchor).toMatch(/^faq-\d+$/);
    expect(cluster.panels[0]).toMatchObject({
      headline: expect.any(String),
      contentHtml: expect.stringMatching(/^<p>/),
      anchor: `${cluster.anchor}-1`,
      url: `/pl/obsluga-klienta/faq/${cluster.anchor}-1/`,
      image: { src: expect.stringMatching(/\/cdn\/shop\/files\//), alt: cluster.title },
    });
    expect(cluster.panels[1]?.image).toBeUndefined();
  });

  it('the global edition answers at its /en/ and /global/ url; the nl instance has no FAQ', async () => {
    const en = await page('/global/service/frequently-asked-questions/', 'en');
    expect(content(en).clusters.length).toBeGreaterThan(0);
    const nl = await call(
      '/enterprise/page',
      { url: '/nl/service/faq/', constraints: constraints('nl') },
      instanceOf('nl'),
    );
    expect(nl.status).toBe(404);
  });
});

describe('a single question answers at its own url', () => {
  it('question, answer and the cluster it belongs to, with a link back to the listing', async () => {
    const listing = content(await page('/de/service/faq/', 'de'));
    const cluster = listing.clusters.find((candidate: Json) => candidate.panels.length > 1);
    const panel = cluster.panels[1];
    const answer = await page(panel.url, 'de');
    expect(answer.type).toBe('page');
    expect(answer.data.self.title).toBe(panel.headline);
    expect(answer.data.config.top.elements[0].component).toBe('faq-single');
    expect(content(answer)).toMatchObject({
      headline: panel.headline,
      contentHtml: panel.contentHtml,
      cluster: {
        title: cluster.title,
        url: `/de/service/faq/#${cluster.anchor}`,
      },
    });
    expect(answer.data.self.selfLinks.fr).toBe(`/fr/service/foire-aux-questions/${panel.anchor}/`);
  });

  it('an unknown anchor is a 404', async () => {
    const result = await call(
      '/enterprise/page',
      { url: '/de/service/faq/faq-0-1/', constraints: constraints('de') },
      'live',
    );
    expect(result.status).toBe(404);
  });
});

describe('the manuals listing names product, article number, category, file type and date', () => {
  it('every entry carries what the shopper searches and filters by', async () => {
    const { items } = content(await page('/de/service/gebrauchsanweisung/', 'de'));
    expect(items.length).toBeGreaterThan(10);
    expect(items[0]).toMatchObject({
      id: expect.any(String),
      productName: expect.any(String),
      articleNumber: expect.any(String),
      category: { id: expect.any(String), title: expect.any(String) },
      kind: expect.stringMatching(/^(instructions|datasheet)$/),
      fileType: 'pdf',
      lastUpdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const kinds = new Set(items.map((item: Json) => item.kind));
    expect(kinds).toEqual(new Set(['instructions', 'datasheet']));
    const pdf = await fetch(items[0].url);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('the blog exists in the de instance only', () => {
  it('the overview lists posts newest first; a post answers at its url with its HTML', async () => {
    const overview = await page('/de/blog/', 'de');
    expect(overview.data.config.top.elements[0].component).toBe('blog-listing');
    const { posts } = content(overview);
    expect(posts.length).toBeGreaterThan(2);
    const dates = posts.map((post: Json) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const post = await page(posts[0].url, 'de');
    expect(post.data.config.top.elements[0].component).toBe('blog-post');
    expect(content(post)).toMatchObject({ title: posts[0].title, html: expect.stringMatching(/^<p>/) });
  });

  it('other instances have no blog', async () => {
    const result = await call(
      '/enterprise/page',
      { url: '/fr/blog/', constraints: constraints('fr') },
      'live_europe',
    );
    expect(result.status).toBe(404);
  });
});
