// POST /api/revalidate: the content service announces a changed page, snippet or menu; the storefront expires
// what it kept of it, so the change shows on the next request instead of within five minutes.
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { CACHE_TAGS, pageTag, snippetTag } from '../../lib/lifetimes';
import { expireTags } from '../cache/expire-tags';
import { isCleanText } from '../http/control-characters';
import { logLine } from '../log';

// Names that become cache tags: Next encodes a tag, and a lone surrogate or control character cannot be encoded.
const name = (max: number) => z.string().min(1).max(max).refine(isCleanText);

export const contentChange = z.discriminatedUnion('type', [
  /** A page at its public path (`/de/service/versand/`). */
  z.object({ type: z.literal('page'), url: name(2048) }),
  z.object({ type: z.literal('snippet'), snippetId: name(200) }),
  z.object({ type: z.literal('menu') }),
]);

export type ContentChange = z.output<typeof contentChange>;

export function tagsOf(change: ContentChange): string[] {
  switch (change.type) {
    case 'page':
      return [pageTag(change.url)];
    case 'snippet':
      return [snippetTag(change.snippetId)];
    case 'menu':
      return [CACHE_TAGS.menu];
  }
}

export async function revalidateContent(change: ContentChange): Promise<Response> {
  const tags = tagsOf(change);
  expireTags(tags);
  logLine('info', 'content revalidated', { change: change.type, tags });
  return NextResponse.json({ revalidated: tags });
}
