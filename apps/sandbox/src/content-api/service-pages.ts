// The service pages of an edition as content pages: the FAQ listing and its single questions, the manuals and
// downloads listing, and the blog (its overview and posts). Each answers like any page: `self` and `config`.

import { type CatalogueProduct, textIn } from '../catalogue/read-model';
import type { TextLanguage } from '../floor/markets';
import { mediaUrl } from '../floor/media';
import { BLOG_POSTS, BLOG_URLS, type BlogPost, blogPostUrl } from './blog';
import type { DocumentContext } from './documents';
import { categoryTrail } from './model';
import { LABELS, tr } from './texts';

export const FAQ_URLS: Partial<Record<TextLanguage, string>> = {
  de: '/de/service/faq/',
  en: '/en/service/frequently-asked-questions/',
  fr: '/fr/service/foire-aux-questions/',
  it: '/it/servizio/faq/',
  pl: '/pl/obsluga-klienta/faq/',
  es: '/es/servicio/faq/',
  id: '/id/layanan/faq/',
};
export const MANUALS_URLS: Partial<Record<TextLanguage, string>> = {
  de: '/de/service/gebrauchsanweisung/',
  en: '/en/service/instructions-for-use/',
  fr: '/fr/service/modes-d-emploi/',
  it: '/it/servizio/manuale-d-uso/',
  pl: '/pl/obsluga-klienta/instrukcje-obslugi/',
  es: '/es/servicio/manual-de-instrucciones/',
  id: '/id/layanan/buku-petunjuk/',
};

/** Products with questions that the FAQ listing shows as clusters. */
const FAQ_CLUSTERS = 12;
/** Products whose documents the manuals listing shows. */
const MANUAL_PRODUCTS = 60;

function page(id: string, title: string, url: string, selfLinks: object, element: object, description = '') {
  return {
    self: { id, type: 'page', title, url, meta_title: title, meta_description: description, selfLinks },
    config: { top: { elements: [element] }, bottom: { elements: [] } },
  };
}

const element = (component: string, content: object) => ({
  id: component,
  component,
  properties: { content },
});

function faqProducts(ctx: Pick<DocumentContext, 'model'>): CatalogueProduct[] {
  return ctx.model.catalogue.products
    .filter((product) => (ctx.model.faqs.get(product.id)?.length ?? 0) > 0)
    .slice(0, FAQ_CLUSTERS);
}

/** The pictures of the FAQ listing (each cluster's product's first image), the same in every language. */
export function faqPictureFiles(model: DocumentContext['model']): string[] {
  return faqProducts({ model }).flatMap((product) => (product.images[0] ? [product.images[0].fileName] : []));
}

const clusterAnchor = (product: CatalogueProduct) => `faq-${product.id}`;
const panelAnchor = (product: CatalogueProduct, index: number) => `faq-${product.id}-${index + 1}`;

function faqPanels(ctx: DocumentContext, product: CatalogueProduct) {
  const title = textIn(product.texts, ctx.language)?.title ?? '';
  const image = product.images[0];
  return (ctx.model.faqs.get(product.id) ?? []).map((faq, index) => {
    const anchor = panelAnchor(product, index);
    return {
      headline: faq.texts.get(ctx.language)?.question ?? '',
      contentHtml: faq.texts.get(ctx.language)?.answerHtml ?? '',
      anchor,
      url: `${FAQ_URLS[ctx.language] ?? ''}${anchor}/`,
      // Editors add a picture to the first question of a product: the product itself.
      ...(index === 0 && image ? { image: { src: mediaUrl(ctx.origin, image.fileName), alt: title } } : {}),
    };
  });
}

function faqListing(ctx: DocumentContext) {
  const { language } = ctx;
  const title = tr(LABELS.faqTitle, language);
  const clusters = faqProducts(ctx).map((product) => ({
    title: textIn(product.texts, language)?.title ?? '',
    anchor: clusterAnchor(product),
    productId: String(product.id),
    panels: faqPanels(ctx, product),
  }));
  const url = FAQ_URLS[language] ?? '';
  return page(`faq-${language}`, title, url, FAQ_URLS, element('faq-listing', { title, clusters }));
}

/** One question at `{faq url}{anchor}/`, with the cluster it belongs to. */
function faqSingle(ctx: DocumentContext, anchor: string) {
  const { language } = ctx;
  for (const product of faqProducts(ctx)) {
    const panel = faqPanels(ctx, product).find((candidate) => candidate.anchor === anchor);
    if (!panel) continue;
    const listing = FAQ_URLS[language] ?? '';
    const cluster = {
      title: textIn(product.texts, language)?.title ?? '',
      anchor: clusterAnchor(product),
      url: `${listing}#${clusterAnchor(product)}`,
    };
    const selfLinks = Object.fromEntries(
      Object.entries(FAQ_URLS).map(([other, url]) => [other, `${url}${anchor}/`]),
    );
    const answerText = panel.contentHtml
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return page(
      `faq-${language}-${anchor}`,
      panel.headline,
      panel.url,
      selfLinks,
      element('faq-single', { ...panel, cluster }),
      answerText.slice(0, 154),
    );
  }
  return null;
}

function manualsListing(ctx: DocumentContext) {
  const { model, language } = ctx;
  const items = model.catalogue.products.slice(0, MANUAL_PRODUCTS).flatMap((product) => {
    const root = categoryTrail(model, product.categoryId)[0];
    return (model.manuals.get(product.id) ?? []).map((manual) => {
      const t = manual.texts.get(language);
      return {
        id: String(manual.id),
        productId: String(product.id),
        productName: textIn(product.texts, language)?.title ?? '',
        articleNumber: product.articleNumber,
        category: root
          ? { id: String(root.id), title: root.texts.get(language)?.name ?? '' }
          : { id: '', title: '' },
        title: t?.title ?? '',
        kind: manual.kind,
        kindLabel: tr(manual.kind === 'datasheet' ? LABELS.datasheet : LABELS.instructions, language),
        fileType: manual.fileType,
        url: mediaUrl(ctx.origin, t?.fileName ?? ''),
        lastUpdate: manual.updatedAt.toISOString(),
      };
    });
  });
  const title = tr(LABELS.manualsTitle, language);
  const url = MANUALS_URLS[language] ?? '';
  return page(`manuals-${language}`, title, url, MANUALS_URLS, element('manuals-listing', { title, items }));
}

function blogTeaser(ctx: DocumentContext, post: BlogPost, index: number) {
  const products = [...ctx.model.catalogue.products].sort((a, b) => b.popularity - a.popularity);
  const image = products[index]?.images[0];
  return {
    id: post.slug,
    title: post.title,
    url: blogPostUrl(post),
    teaser: post.teaser,
    publishedAt: post.publishedAt,
    image: image ? { src: mediaUrl(ctx.origin, image.fileName), alt: '' } : null,
  };
}

function blogListing(ctx: DocumentContext) {
  const posts = [...BLOG_POSTS]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map((post) => blogTeaser(ctx, post, BLOG_POSTS.indexOf(post)));
  const title = 'Ratgeber-Blog';
  return page('blog-de', title, BLOG_URLS.de, BLOG_URLS, element('blog-listing', { title, posts }));
}

function blogPost(ctx: DocumentContext, post: BlogPost) {
  const teaser = blogTeaser(ctx, post, BLOG_POSTS.indexOf(post));
  return page(
    `blog-${post.slug}`,
    post.title,
    teaser.url,
    { de: teaser.url },
    element('blog-post', { ...teaser, html: post.html, author: post.author }),
    post.teaser.slice(0, 154),
  );
}

/** The service page at a url of the language, or `null` when the url is none of them. */
export function servicePage(ctx: DocumentContext, url: string) {
  const slashed = url.endsWith('/') ? url : `${url}/`;
  const faqUrl = FAQ_URLS[ctx.language];
  if (faqUrl && slashed === faqUrl) return faqListing(ctx);
  if (faqUrl && slashed.startsWith(faqUrl)) {
    const anchor = slashed.slice(faqUrl.length, -1);
    return /^[a-z0-9-]+$/.test(anchor) ? faqSingle(ctx, anchor) : null;
  }
  if (slashed === MANUALS_URLS[ctx.language]) return manualsListing(ctx);
  if (ctx.language === 'de' && slashed === BLOG_URLS.de) return blogListing(ctx);
  const post = ctx.language === 'de' ? BLOG_POSTS.find((p) => blogPostUrl(p) === slashed) : undefined;
  return post ? blogPost(ctx, post) : null;
}
