import { contentHref, publicPath, type Snippet } from '@shop/content-client';
import type { SmartMessageData } from '@shop/ui/model';
import { obj, str } from './snippet-values';

const list = (value: unknown): string[] =>
  str(value)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Where a message shows (spec §3 smart message rules). */
export interface SmartMessageRules {
  enabled: boolean;
  url: string;
  overwrite: boolean;
  categories: string[];
  pageUrls: string[];
  productOrVariantIds: string[];
}

/** What the page is: its path, and its category, product and variant ids where it has them. */
export interface SmartMessagePage {
  path: string;
  categoryIds: string[];
  productOrVariantIds: string[];
}

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`);
const localPath = (url: string) =>
  withSlash(publicPath(url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? ''));

/** The `smart-message` elements of the `smart-messages-snippet` with their rules. */
export function toSmartMessages(
  snippet: Snippet | undefined,
): { message: SmartMessageData; rules: SmartMessageRules }[] {
  return (snippet?.elements ?? [])
    .filter((element) => element.component === 'smart-message')
    .map((element) => {
      const c = obj(element.content);
      const rules = obj(c.rules);
      const image = obj(c.image);
      const url = str(c.url);
      return {
        message: {
          id: element.id,
          colorVar: str(c.colorVar) || 'primary',
          position: str(c.position) || 'bottom-right',
          size: str(c.size) || 'small',
          label: str(c.label),
          headline: str(c.headline),
          image: str(image.src)
            ? { src: str(image.src), alt: str(image.alt), title: str(image.title) }
            : null,
          text: str(c.text),
          cta: str(c.cta),
          url: contentHref(url),
          isOpenByDefault: c.isOpenByDefault === true,
          onMobile: rules.enabledOnMobile !== false,
          onDesktop: rules.enabledOnDesktop !== false,
        },
        rules: {
          enabled: rules.enabled === true,
          url: str(rules.url),
          overwrite: rules.overwrite === true,
          categories: list(rules.category),
          pageUrls: list(rules.pageUrl),
          productOrVariantIds: list(rules.productOrVariantIds),
        },
      };
    })
    .filter(({ message }) => message.headline);
}

/**
 * The messages of a page: enabled, for at least one viewport, and aimed at it: under the rule's url, on one of
 * its pages, in one of its categories, or for one of its products or variants (a message with no aim shows
 * everywhere). When a message that matches overwrites, only the overwriting ones show.
 */
export function smartMessagesFor(
  all: { message: SmartMessageData; rules: SmartMessageRules }[],
  page: SmartMessagePage,
): SmartMessageData[] {
  const path = withSlash(page.path);
  const matching = all.filter(({ message, rules }) => {
    if (!rules.enabled || (!message.onMobile && !message.onDesktop)) return false;
    const aimed =
      rules.url || rules.pageUrls.length || rules.categories.length || rules.productOrVariantIds.length;
    if (!aimed) return true;
    return (
      (rules.url !== '' && path.startsWith(localPath(rules.url))) ||
      rules.pageUrls.some((url) => localPath(url) === path) ||
      rules.categories.some((id) => page.categoryIds.includes(id)) ||
      rules.productOrVariantIds.some((id) => page.productOrVariantIds.includes(id))
    );
  });
  const overwriting = matching.filter(({ rules }) => rules.overwrite);
  return (overwriting.length > 0 ? overwriting : matching).map(({ message }) => message);
}
