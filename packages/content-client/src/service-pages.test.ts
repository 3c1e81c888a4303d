import { describe, expect, it } from 'vitest';
import { toFaqListing, toFaqSingle, toManualsListing, toServiceElement } from './service-pages.js';

describe('FAQ listing: clusters with a title and panels (spec §3)', () => {
  it('reads headline, content or HTML, anchor, optional image and the single url in public form', () => {
    const listing = toFaqListing({
      title: 'FAQ',
      clusters: [
        {
          title: 'Scale S1',
          anchor: 'faq-1',
          panels: [
            {
              headline: 'How?',
              contentHtml: '<p>So.</p>',
              anchor: 'faq-1-1',
              url: '/en/service/frequently-asked-questions/faq-1-1/',
              image: { src: 'https://media/x.jpg', alt: 'Scale S1' },
            },
            { headline: 'Why?', content: 'Because.', anchor: 'faq-1-2' },
          ],
        },
      ],
    });
    expect(listing.clusters[0]?.panels).toEqual([
      {
        headline: 'How?',
        content: '',
        contentHtml: '<p>So.</p>',
        anchor: 'faq-1-1',
        url: '/global/service/frequently-asked-questions/faq-1-1/',
        image: { src: 'https://media/x.jpg', alt: 'Scale S1' },
      },
      { headline: 'Why?', content: 'Because.', contentHtml: '', anchor: 'faq-1-2', url: null, image: null },
    ]);
  });

  it('a panel without headline or anchor is left out; garbage gives an empty listing, never a throw', () => {
    const listing = toFaqListing({ clusters: [{ title: 'X', panels: [{ headline: 'No anchor' }, 7] }] });
    expect(listing.clusters[0]?.panels).toEqual([]);
    expect(toFaqListing(null)).toEqual({ title: '', clusters: [] });
  });

  it('a single question needs its panel and the url of its cluster', () => {
    expect(
      toFaqSingle({
        headline: 'How?',
        contentHtml: '<p>So.</p>',
        anchor: 'faq-1-1',
        cluster: { title: 'Scale S1', url: '/gb/service/faq/#faq-1' },
      })?.cluster,
    ).toEqual({ title: 'Scale S1', url: '/uk/service/faq/#faq-1' });
    expect(toFaqSingle({ headline: 'How?', anchor: 'faq-1-1' })).toBeNull();
  });
});

describe('manuals: product name, article number, category, file type (instructions or data sheet), date', () => {
  it('keeps entries with a file and a known kind', () => {
    const entry = {
      id: '7',
      productName: 'Scale S1',
      articleNumber: 'A-1',
      category: { id: '3', title: 'Scales' },
      title: 'Manual S1',
      kind: 'datasheet',
      fileType: 'pdf',
      url: 'https://media/s1.pdf',
      lastUpdate: '2025-01-02T00:00:00.000Z',
    };
    const { items } = toManualsListing({
      items: [entry, { kind: 'poster', url: 'https://media/p.pdf' }, { kind: 'instructions' }],
    });
    expect(items).toEqual([entry]);
  });
});

describe('toServiceElement tells the service pages by component', () => {
  it('blog overview and post; other components are none of them', () => {
    const post = toServiceElement({
      id: 'blog-post',
      component: 'blog-post',
      content: { id: 'a', title: 'Tips', url: '/de/blog/a/', html: '<p>x</p>', author: 'Anna' },
    });
    expect(post).toMatchObject({ component: 'blog-post', post: { title: 'Tips', url: '/de/blog/a/' } });
    const listing = toServiceElement({
      id: 'blog-listing',
      component: 'blog-listing',
      content: { title: 'Blog', posts: [{ title: 'Tips', url: '/de/blog/a/' }, { title: 'No url' }] },
    });
    expect(listing).toMatchObject({ component: 'blog-listing', blog: { posts: [{ title: 'Tips' }] } });
    expect(toServiceElement({ id: 't', component: 'text', content: {} })).toBeNull();
  });
});

describe('content HTML of the service pages is sanitised on the way in', () => {
  it('FAQ answers and blog posts lose scripts and handlers, keep their text', () => {
    const listing = toFaqListing({
      clusters: [
        {
          title: 'X',
          anchor: 'x',
          panels: [
            { headline: 'Q', anchor: 'x-1', contentHtml: '<p onclick="steal()">A<script>x()</script></p>' },
          ],
        },
      ],
    });
    expect(listing.clusters[0]?.panels[0]?.contentHtml).toBe('<p>A</p>');
    const post = toServiceElement({
      id: 'p',
      component: 'blog-post',
      content: { title: 'T', url: '/de/blog/t/', html: '<img src=x onerror=alert(1)><p>Text</p>' },
    });
    expect(post?.component === 'blog-post' && post.post.html).not.toMatch(/onerror|alert/);
  });
});
