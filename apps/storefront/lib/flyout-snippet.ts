import { contentHref, type Snippet } from '@shop/content-client';
import type { SubmenuData } from '@shop/ui/model';
import { arr, obj, str } from './snippet-values';

/**
 * The `flyout-snippet`'s teasers (spec §3; `items [{title, text, url, image}]`) as the desktop flyout's article
 * teasers: the title names the link, the text stands above it. Teasers without a title or a link are left out.
 */
export function toFlyoutTeasers(snippet: Snippet | undefined): SubmenuData['articles'] {
  return (snippet?.elements ?? [])
    .flatMap((element) => arr(obj(element.content).items).map(obj))
    .flatMap((item) => {
      const label = str(item.title);
      const href = contentHref(str(item.url));
      return label && href ? [{ image: str(item.image), text: str(item.text), button: { label, href } }] : [];
    });
}
