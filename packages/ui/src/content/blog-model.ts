// The blog's view models (spec §2.1: the de edition's blog), without React.
import type { ImageData } from '../primitives/MediaImage';

export interface BlogPostSummaryData {
  id: string;
  title: string;
  url: string;
  teaser: string;
  /** ISO date of publication, and the same formatted for the edition. */
  publishedAt: string;
  publishedText: string;
  image?: ImageData | null;
}

export interface BlogPostData extends BlogPostSummaryData {
  /** Sanitised HTML (the app sanitises content HTML on the server). */
  html: string;
  author: string;
}
