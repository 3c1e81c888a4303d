import { COOKIES, chooseStore, cookieOptions, editionFromPath, getEdition } from '@shop/editions';
import { type NextRequest, NextResponse } from 'next/server';
import { pagePolicyFor, sendPolicy, withPolicy } from './lib/csp/request-policy';
import { deviceOfRequest } from './lib/listing';
import { malformedUrl } from './lib/request-guard';
import { appPathFor, storeEntryFor } from './lib/routing';
import { secureFor } from './server/account/token-cookie';
import { noteRewrite } from './server/observe/request-context';
import { plainPage } from './server/plain-page';

export async function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  if (malformedUrl(pathname, search)) return refuseMalformed(pathname);
  // `/` and the default aliases (`/warenkorb`, `/favorites`) lead into the store the store-choice rule picks.
  const entry = storeEntryFor(pathname, {
    query: searchParams,
    cookie: (name) => request.cookies.get(name)?.value,
    header: (name) => request.headers.get(name),
  });
  if (entry) return NextResponse.redirect(new URL(`${entry}${search}`, request.url), 307);
  // A shopper in an A/B experiment sees content for it, so none of their pages come from the shared cache.
  const inExperiment = request.cookies.has(COOKIES.experiments);
  const target = appPathFor(
    `${pathname}${search}`,
    inExperiment
      ? null
      : {
          device: deviceOfRequest(request.cookies.get(COOKIES.count)?.value, (name) =>
            request.headers.get(name),
          ),
        },
  );
  if (!target) return NextResponse.next();
  // App paths reached directly are public paths too: `/de/frontend/cart` is looked up as content, so it 404s.
  const policy = pagePolicyFor(target.path);
  // For the request's log line (docs/reliability.md): Next keeps its rewrite to itself.
  noteRewrite(target.path);
  const response = NextResponse.rewrite(
    new URL(target.path, request.url),
    policy ? { request: { headers: withPolicy(request.headers, policy) } } : undefined,
  );
  if (policy) sendPolicy(response, policy);
  // The store choice is remembered here on pages rendered per request only: a kept page is the same answer for
  // everyone, and a `Set-Cookie` on it would keep an edge cache from storing it (docs/deploy.md, "The edge"). On
  // kept pages the browser remembers it (`Providers`, lib/country-switch.client.ts).
  const country = getEdition(target.edition).key;
  const remembered = request.cookies.get(COOKIES.country)?.value;
  // A delivery country this store serves stays chosen (Austria on de, spec §2.3); another is this store's now.
  if (policy && (!remembered || chooseStore({ previewCountry: remembered }) !== target.edition)) {
    const options = cookieOptions(request.headers.get('host'));
    response.cookies.set(COOKIES.country, country, {
      ...options,
      // Browsers refuse Secure cookies over plain http except on localhost; keep local http hosts working.
      secure:
        options.secure && (secureFor(request.url) || request.headers.get('x-forwarded-proto') === 'https'),
      sameSite: 'lax',
      maxAge: 60 * 60 * 24 * 365,
    });
  }
  return response;
}

/**
 * A URL no page can have (broken percent-encoding, control characters, overlong) gets a translated not-found
 * page before any route sees it: Next.js itself fails on such a path with a 500 when it decodes route params.
 * Outside an edition, a bare 400.
 */
async function refuseMalformed(pathname: string): Promise<Response> {
  const edition = editionFromPath(`/${pathname.split('/')[1] ?? ''}/`);
  if (!edition) return new Response(null, { status: 400 });
  const page = await plainPage(
    edition,
    { title: 'error.notFound.heading', text: 'error.notFound.content', home: 'ERROR_PAGE_HOMEPAGE' },
    404,
  );
  sendPolicy(page);
  return page;
}

// Files no edition owns are served as they are: icons, the web manifest, robots.txt, the sitemaps.
export const config = {
  matcher: ['/((?!_next/|favicon.ico|icon|apple-icon|manifest.webmanifest|robots.txt|sitemap|api/).*)'],
};
