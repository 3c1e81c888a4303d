import { describe, expect, it } from 'vitest';
import { toFooter } from './footer';

const snippet = (elements: { component: string; content: unknown }[]) => ({
  snippetId: 'footer-snippet',
  elements: elements.map((element, index) => ({ id: String(index), ...element })),
});

describe('toFooter', () => {
  it('reads every part of the footer snippet', () => {
    const { content, newsletter } = toFooter(
      snippet([
        {
          component: 'footer-link',
          content: {
            columns: [
              {
                headline: 'Service',
                links: [
                  { link: '/en/service/faq', text: 'FAQ', html: null, targetBlank: false },
                  { link: 'https://jobs.example', text: 'Jobs', targetBlank: true },
                  { link: '', text: 'broken' },
                ],
                images: [{ src: 'https://cdn.example/tuev.svg', alt: 'TÜV', link: null }],
              },
            ],
          },
        },
        {
          component: 'footer-contact',
          content: {
            items: [{ headline: 'Contact', content: '<p onclick="x()">Call us</p><script>x()</script>' }],
          },
        },
        {
          component: 'footer-payment',
          content: { headline: 'Pay', items: [{ src: '/p.svg', alt: 'paypal' }] },
        },
        { component: 'footer-shipping', content: { headline: 'Ship', items: [] } },
        {
          component: 'footer-social',
          content: {
            headline: 'Social',
            items: [{ src: '/f.svg', alt: 'facebook', link: 'https://fb.example' }],
          },
        },
        { component: 'footer-info', content: { items: [{ text: 'Imprint', url: '/gb/imprint/' }] } },
        { component: 'footer-text', content: { rows: ['VAT included', ''] } },
        {
          component: 'newsletter-snippet',
          content: { enabled: true, headline: 'News', createVoucher: false },
        },
      ]),
    );
    expect(content.columns).toEqual([
      {
        headline: 'Service',
        links: [
          { label: 'FAQ', href: '/global/service/faq', targetBlank: undefined },
          { label: 'Jobs', href: 'https://jobs.example', targetBlank: true },
        ],
        images: [{ src: 'https://cdn.example/tuev.svg', alt: 'TÜV', href: null }],
      },
    ]);
    expect(content.contact[0]?.html).toContain('Call us');
    expect(content.contact[0]?.html).not.toMatch(/onclick|script/);
    expect(content.payment).toEqual({
      headline: 'Pay',
      items: [{ src: '/p.svg', alt: 'paypal', href: null }],
    });
    expect(content.shipping).toBeNull();
    expect(content.social?.items[0]?.href).toBe('https://fb.example');
    expect(content.app).toBeNull();
    expect(content.info).toEqual([{ label: 'Imprint', href: '/uk/imprint/', targetBlank: undefined }]);
    expect(content.textRows).toEqual(['VAT included']);
    expect(newsletter).toEqual({ headline: 'News', text: null, voucher: false });
  });

  it('leaves out a column with a headline over nothing, and links in schemes no page may use', () => {
    const { content } = toFooter(
      snippet([
        {
          component: 'footer-link',
          content: {
            columns: [
              { headline: 'Customer service', links: [] },
              {
                headline: 'Company',
                links: [
                  { link: '/gb/about/', text: 'About us' },
                  { link: 'javascript:alert(1)', text: 'Script' },
                  { link: 'data:text/html,<script>alert(1)</script>', text: 'Data' },
                  { link: '//evil.example/', text: 'Elsewhere' },
                ],
              },
            ],
          },
        },
        { component: 'footer-info', content: { items: [{ text: 'Imprint', url: 'vbscript:msgbox(1)' }] } },
      ]),
    );
    expect(content.columns).toEqual([
      {
        headline: 'Company',
        links: [
          { label: 'About us', href: '/uk/about/', targetBlank: undefined },
          { label: 'Elsewhere', href: 'https://evil.example/', targetBlank: undefined },
        ],
        images: [],
      },
    ]);
    expect(content.info).toEqual([]);
  });

  it('a disabled newsletter, or none, or no snippet at all', () => {
    expect(
      toFooter(snippet([{ component: 'newsletter-snippet', content: { enabled: false } }])).newsletter,
    ).toBeNull();
    expect(toFooter(undefined)).toEqual({
      content: {
        columns: [],
        contact: [],
        payment: null,
        shipping: null,
        social: null,
        app: null,
        info: [],
        textRows: [],
      },
      newsletter: null,
    });
  });
});
