import { type ContentPage, minimizedShellOf } from '@shop/content-client';
import { type EditionKey, routePath } from '@shop/editions';
import { MinimizedFooter, MinimizedHeader } from '@shop/ui';
import { MinimizedMenu } from '@/components/islands/PageIslands';
import { BRAND_NAME } from '@/lib/site';

const shellOf = (page: ContentPage) => minimizedShellOf('config' in page ? page.config : undefined);

/**
 * The minimized header a page's configuration asks for (`header-minimized`). The layout cannot see the page, so
 * the page renders it above its content and the stylesheet hides the full header (`:has()`).
 */
export function MinimizedPageHeader({ edition, page }: { edition: EditionKey; page: ContentPage }) {
  const { header } = shellOf(page);
  if (!header) return null;
  return (
    <MinimizedHeader
      homeHref={routePath(edition, 'home') ?? '/'}
      brandName={BRAND_NAME}
      logo={header.logo}
      links={header.links}
      cta={header.cta}
      colors={header.colors}
      parts={{ MinimizedMenu }}
    />
  );
}

/** The minimized footer of the page's configuration (`footer-minimized`), below its content; hides the full one. */
export function MinimizedPageFooter({ page }: { page: ContentPage }) {
  const { footer } = shellOf(page);
  return footer ? <MinimizedFooter links={footer.links} rows={footer.rows} /> : null;
}
