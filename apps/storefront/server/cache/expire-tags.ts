// Expiring kept pages by tag, for the webhooks and /api/revalidate: in the instances' cache (Next's `revalidateTag`,
// shared through Redis) and then, when `EDGE_PURGE_URL` names one, in the edge cache in front (Varnish's xkey,
// docs/deploy.md "The edge"). Without it (`pnpm start`) only the instances' cache is expired.
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { EDGE_KEYS_HEADER, edgeKeys } from '../../lib/lifetimes';
import { logLine } from '../log';

/**
 * How long the edge's purge waits after the tags expired: every instance learns of an expired tag within a second
 * (the tag memo of server/cache/kept-cache.mjs), and a page the edge fetched again before that would be the old one.
 */
export const EDGE_PURGE_DELAY_MS = 1_500;

/** Expires the tags' kept pages at once; the edge's copies after the response (Next's `after`). */
export function expireTags(tags: readonly string[], env: NodeJS.ProcessEnv = process.env): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  const edge = env.EDGE_PURGE_URL;
  if (!edge || tags.length === 0) return;
  after(async () => {
    await new Promise((resolve) => setTimeout(resolve, EDGE_PURGE_DELAY_MS));
    await purgeEdge(edge, tags);
  });
}

/** Asks the edge to drop every page carrying one of the tags; a failure is logged, the pages then live out their time. */
export async function purgeEdge(url: string, tags: readonly string[]): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'PURGE',
      headers: { [`${EDGE_KEYS_HEADER}-purge`]: edgeKeys(tags) },
      signal: AbortSignal.timeout(5_000),
    });
    await response.body?.cancel();
    if (response.ok) return true;
    logLine('warn', 'edge purge refused', { status: response.status, tags: tags.length });
  } catch (error) {
    logLine('warn', 'edge purge failed', { error: String(error), tags: tags.length });
  }
  return false;
}
