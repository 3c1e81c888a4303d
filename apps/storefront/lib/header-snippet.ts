import { contentHref, type Snippet } from '@shop/content-client';
import type { HeaderPromotion } from '@shop/ui/model';
import { arr, obj, str } from './snippet-values';

/** The `header-promotions` element of the `header-snippet`: texts with an optional link. */
export function toHeaderPromotions(snippet: Snippet | undefined): HeaderPromotion[] {
  const element = snippet?.elements.find((candidate) => candidate.component === 'header-promotions');
  return arr(obj(element?.content).items)
    .map(obj)
    .filter((item) => str(item.text))
    .map((item) => ({ text: str(item.text), href: contentHref(str(item.url)) || null }));
}
