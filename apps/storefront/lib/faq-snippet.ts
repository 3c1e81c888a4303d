import { type Snippet, sanitizeContentHtml } from '@shop/content-client';
import type { FaqClusterData } from '@shop/ui/model';
import { arr, obj, str } from './snippet-values';

/**
 * The `faq-snippet` (spec §3: `{title, items [{question, answer, link}]}`) as one more cluster of the FAQ page, so
 * its questions are searched, opened by hash and listed in the page's structured data like the others; `null`
 * without questions. The answer is content HTML, sanitised here.
 */
export function toFaqSnippetCluster(snippet: Snippet | undefined): FaqClusterData | null {
  const element = snippet?.elements.find((candidate) => candidate.component === 'faq');
  const content = obj(element?.content);
  const panels = arr(content.items)
    .map(obj)
    .filter((item) => str(item.question) && str(item.answer))
    .map((item, index) => ({
      headline: str(item.question),
      contentHtml: sanitizeContentHtml(str(item.answer)),
      anchor: `faq-snippet-${index + 1}`,
    }));
  return panels.length > 0 ? { title: str(content.title), anchor: 'faq-snippet', panels } : null;
}
