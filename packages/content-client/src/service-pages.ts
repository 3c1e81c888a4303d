// The service pages' elements (FAQ listing and single question, manuals and downloads, blog) in our shape. A page's
// elements keep the service's `content` as it came; these read one defensively, like the other transforms, and
// sanitise its HTML.

import { publicPath } from './links.js';
import { sanitizeContentHtml } from './sanitize.js';
import type { ContentElement, ContentImage } from './types.js';

export interface FaqPanel {
  headline: string;
  /** Plain text content, when the editor wrote no HTML. */
  content: string;
  /** The editor's HTML, sanitised (`sanitizeContentHtml`). */
  contentHtml: string;
  anchor: string;
  /** The question's own page (FAQ single), public path; `null` when the service names none. */
  url: string | null;
  image: ContentImage | null;
}

export interface FaqCluster {
  title: string;
  anchor: string;
  panels: FaqPanel[];
}

export interface FaqListing {
  title: string;
  clusters: FaqCluster[];
}

export interface FaqSingle {
  panel: FaqPanel;
  cluster: { title: string; url: string };
}

/** What a manual or download is: instructions for use or a data sheet (spec §2.3). */
export type ManualKind = 'instructions' | 'datasheet';

export interface ManualEntry {
  id: string;
  productName: string;
  articleNumber: string;
  category: { id: string; title: string };
  title: string;
  kind: ManualKind;
  /** The file's format (`pdf`). */
  fileType: string;
  /** The file on the media service. */
  url: string;
  /** ISO date. */
  lastUpdate: string;
}

export interface ManualsListing {
  title: string;
  items: ManualEntry[];
}

export interface BlogPostSummary {
  id: string;
  title: string;
  url: string;
  teaser: string;
  /** ISO date. */
  publishedAt: string;
  image: ContentImage | null;
}

export interface BlogPost extends BlogPostSummary {
  /** The editor's HTML, sanitised (`sanitizeContentHtml`). */
  html: string;
  author: string;
}

export interface BlogListing {
  title: string;
  posts: BlogPostSummary[];
}

/** A service page's element by its component; `null` for every other element. */
export type ServiceElement =
  | { component: 'faq-listing'; faq: FaqListing }
  | { component: 'faq-single'; faq: FaqSingle }
  | { component: 'manuals-listing'; manuals: ManualsListing }
  | { component: 'blog-listing'; blog: BlogListing }
  | { component: 'blog-post'; post: BlogPost };

type Obj = Record<string, unknown>;
const obj = (value: unknown): Obj =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : {};
const arr = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const path = (value: unknown): string | null => {
  const url = str(value);
  return url.startsWith('/') ? publicPath(url) : null;
};

function imageOf(raw: unknown): ContentImage | null {
  const image = obj(raw);
  const src = str(image.src);
  return src ? { src, alt: str(image.alt) } : null;
}

function panelOf(raw: unknown): FaqPanel | null {
  const p = obj(raw);
  const anchor = str(p.anchor);
  const headline = str(p.headline);
  if (!anchor || !headline) return null;
  return {
    headline,
    content: str(p.content),
    contentHtml: sanitizeContentHtml(str(p.contentHtml)),
    anchor,
    url: path(p.url),
    image: imageOf(p.image),
  };
}

export function toFaqListing(raw: unknown): FaqListing {
  const c = obj(raw);
  return {
    title: str(c.title),
    clusters: arr(c.clusters).map((cluster) => {
      const k = obj(cluster);
      return {
        title: str(k.title),
        anchor: str(k.anchor),
        panels: arr(k.panels).flatMap((panel) => panelOf(panel) ?? []),
      };
    }),
  };
}

export function toFaqSingle(raw: unknown): FaqSingle | null {
  const panel = panelOf(raw);
  const cluster = obj(obj(raw).cluster);
  const url = path(cluster.url);
  return panel && url ? { panel, cluster: { title: str(cluster.title), url } } : null;
}

const KINDS: readonly ManualKind[] = ['instructions', 'datasheet'];

export function toManualsListing(raw: unknown): ManualsListing {
  const c = obj(raw);
  return {
    title: str(c.title),
    items: arr(c.items).flatMap((item): ManualEntry[] => {
      const m = obj(item);
      const url = str(m.url);
      const kind = KINDS.find((k) => k === m.kind);
      if (!url || !kind) return [];
      const category = obj(m.category);
      return [
        {
          id: str(m.id) || url,
          productName: str(m.productName),
          articleNumber: str(m.articleNumber),
          category: { id: str(category.id), title: str(category.title) },
          title: str(m.title),
          kind,
          fileType: str(m.fileType),
          url,
          lastUpdate: str(m.lastUpdate),
        },
      ];
    }),
  };
}

function postSummaryOf(raw: unknown): BlogPostSummary | null {
  const p = obj(raw);
  const url = path(p.url);
  const title = str(p.title);
  if (!url || !title) return null;
  return {
    id: str(p.id) || url,
    title,
    url,
    teaser: str(p.teaser),
    publishedAt: str(p.publishedAt),
    image: imageOf(p.image),
  };
}

export function toBlogListing(raw: unknown): BlogListing {
  const c = obj(raw);
  return { title: str(c.title), posts: arr(c.posts).flatMap((post) => postSummaryOf(post) ?? []) };
}

export function toBlogPost(raw: unknown): BlogPost | null {
  const summary = postSummaryOf(raw);
  const p = obj(raw);
  return summary ? { ...summary, html: sanitizeContentHtml(str(p.html)), author: str(p.author) } : null;
}

/** The service page an element is, in our shape; `null` for elements of other components. */
export function toServiceElement(element: ContentElement): ServiceElement | null {
  switch (element.component) {
    case 'faq-listing':
      return { component: 'faq-listing', faq: toFaqListing(element.content) };
    case 'faq-single': {
      const faq = toFaqSingle(element.content);
      return faq ? { component: 'faq-single', faq } : null;
    }
    case 'manuals-listing':
      return { component: 'manuals-listing', manuals: toManualsListing(element.content) };
    case 'blog-listing':
      return { component: 'blog-listing', blog: toBlogListing(element.content) };
    case 'blog-post': {
      const post = toBlogPost(element.content);
      return post ? { component: 'blog-post', post } : null;
    }
    default:
      return null;
  }
}
