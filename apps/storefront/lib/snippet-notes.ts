import { contentHref, type Snippet } from '@shop/content-client';
import type { SnippetNote } from '@shop/ui';
import { arr, obj, type Raw, str } from './snippet-values';

const noteOf = (content: Raw): SnippetNote => ({
  text: str(content.text),
  href: contentHref(str(content.link) || str(content.url)) || null,
});

/**
 * The short notes of the cart's snippets (`cart-snippets`, `cart-flyout-snippet`, spec §3): each element's `text`
 * or its `items[].text`, with an optional `link`; notes without text are left out.
 */
export function toSnippetNotes(snippet: Snippet | undefined): SnippetNote[] {
  return (snippet?.elements ?? [])
    .flatMap((element) => {
      const content = obj(element.content);
      return 'items' in content ? arr(content.items).map((item) => noteOf(obj(item))) : [noteOf(content)];
    })
    .filter((note) => note.text);
}
