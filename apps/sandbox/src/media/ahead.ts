// Encoding ahead: a fresh sandbox encodes each picture on its first request (an AVIF of a 320 px tile is about 0.1 s
// of CPU), so the first page showing a dozen pictures at once waited for all of them on the machine's cores. At
// start, in the background and one picture at a time (readiness waits for none of it, and requests keep the other
// core), the sandbox encodes what the shop's shared pages ask for first into the cache `serveMedia` answers from; a
// request for a picture under way waits for that one encoding.
import type { Catalogue } from '../catalogue/read-model';
import { serveMedia } from './serve';

/** What Chromium, the browser of the shop's tests and most shoppers', accepts: AVIF is what it is served. */
export const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

export interface MediaRequest {
  fileName: string;
  /** The query as the storefront's image loader writes it (`width=80`). */
  query: string;
}

/**
 * The FAQ listing's pictures as the storefront asks for them: its square `MediaImage` offers 160 and 320 px
 * (`packages/ui/src/faq/FaqListing.tsx`), which the loader writes as `width=80&height=80&crop=center` (and 160) at
 * the media service's default pixel ratio 2 (`transformImageUrl`). Without JavaScript the browser loads every one.
 */
export function faqPictureRequests(fileNames: readonly string[]): MediaRequest[] {
  return [80, 160].flatMap((size) =>
    fileNames.map((fileName) => ({ fileName, query: `width=${size}&height=${size}&crop=center` })),
  );
}

/** Encodes the requests one after another; resolves with how many were encoded, stopping when `signal` aborts. */
export async function encodeAhead(
  catalogue: () => Catalogue,
  requests: readonly MediaRequest[],
  signal?: AbortSignal,
): Promise<number> {
  let encoded = 0;
  for (const { fileName, query } of requests) {
    if (signal?.aborted) break;
    // A turn of the event loop between encodings: a request that arrived meanwhile is read first.
    await new Promise((resolve) => setImmediate(resolve));
    const answer = await serveMedia(catalogue(), fileName, new URLSearchParams(query), BROWSER_ACCEPT).catch(
      () => null,
    );
    if (answer?.status === 200) encoded += 1;
  }
  return encoded;
}
