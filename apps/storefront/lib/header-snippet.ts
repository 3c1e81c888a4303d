import { publicPath, type Snippet } from '@shop/content-client';
import type { HeaderPromotion } from '@shop/ui/model';

type Raw = Record<string, unknown>;
const obj = (value: unknown): Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Raw) : {};
const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The `header-promotions` element of the `header-snippet`: texts with an optional link. */
export function toHeaderPromotions(snippet: Snippet | undefined): HeaderPromotion[] {
  const element = snippet?.elements.find((candidate) => candidate.component === 'header-promotions');
  const items = obj(element?.content).items;
  return (Array.isArray(items) ? items : [])
    .map(obj)
    .filter((item) => str(item.text))
    .map((item) => {
      const url = str(item.url);
      return { text: str(item.text), href: url ? (url.startsWith('/') ? publicPath(url) : url) : null };
    });
}
