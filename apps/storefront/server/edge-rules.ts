// What the edge cache in front of the instances (Varnish, scripts/varnish-config.mjs, docs/deploy.md "The edge")
// takes from the shop when it starts (scripts/cluster.mjs): the cookies it looks at, the page-size rule's mobile
// size (it keys kept pages by device as `deviceOfRequest` in lib/listing.ts does), and the shop's own error page
// per edition, served when no instance answers for whatever the edge has not kept, never the edge's own.
import { COOKIES, EDITION_KEYS, type EditionKey, getEdition, PAGE_SIZE, routePath } from '@shop/editions';
import { plainPage } from './plain-page';

export interface EdgeErrorPage {
  edition: EditionKey;
  /** The paths of the edition's pages start with one of these, followed by `/`, `?` or the end. */
  prefixes: string[];
  html: string;
}

export interface EdgeShopRules {
  /** Shoppers with this cookie are in an A/B experiment: the edge passes their requests. */
  experimentCookie: string;
  /** The page size the browser stored; `mobilePageSize` in it means the mobile variant of a kept listing. */
  pageSizeCookie: string;
  mobilePageSize: number;
  errorStatus: number;
  errorPages: EdgeErrorPage[];
}

export async function edgeShopRules(): Promise<EdgeShopRules> {
  const errorStatus = 503;
  const errorPages = await Promise.all(
    EDITION_KEYS.map(async (edition) => {
      const page = await plainPage(
        edition,
        {
          title: 'ERROR_PAGE_DEFAULT_HEADING',
          text: 'ERROR_PAGE_DEFAULT_CONTENT',
          home: 'ERROR_PAGE_HOMEPAGE',
        },
        errorStatus,
      );
      const search = routePath(edition, 'search');
      const prefixes = [`/${getEdition(edition).pathPrefix}`, ...(search ? [search.replace(/\/$/, '')] : [])];
      return { edition, prefixes, html: await page.text() };
    }),
  );
  return {
    experimentCookie: COOKIES.experiments,
    pageSizeCookie: COOKIES.count,
    mobilePageSize: PAGE_SIZE.mobile,
    errorStatus,
    errorPages,
  };
}
