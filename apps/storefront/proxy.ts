import { COOKIES, cookieOptions, getEdition } from '@shop/editions';
import { type NextRequest, NextResponse } from 'next/server';
import { appPathFor, EDITION_HEADER, homeFor } from './lib/routing';

export function proxy(request: NextRequest) {
  const { pathname, search, searchParams } = request.nextUrl;
  if (pathname === '/') {
    const home = homeFor({
      query: searchParams,
      cookie: (name) => request.cookies.get(name)?.value,
      header: (name) => request.headers.get(name),
    });
    return NextResponse.redirect(new URL(`${home}${search}`, request.url), 307);
  }
  const target = appPathFor(`${pathname}${search}`);
  if (!target) return NextResponse.next();
  // App paths reached directly are public paths too: `/de/frontend/cart` is looked up as content, so it 404s.
  const headers = new Headers(request.headers);
  headers.set(EDITION_HEADER, target.edition);
  const response = NextResponse.rewrite(new URL(target.path, request.url), { request: { headers } });
  const country = getEdition(target.edition).key;
  if (request.cookies.get(COOKIES.country)?.value !== country) {
    const options = cookieOptions(request.headers.get('host'));
    response.cookies.set(COOKIES.country, country, {
      ...options,
      // Browsers refuse Secure cookies over plain http except on localhost; keep local http hosts working.
      secure: options.secure && request.nextUrl.protocol === 'https:',
      sameSite: 'lax',
      maxAge: 60 * 60 * 24 * 365,
    });
  }
  return response;
}

export const config = {
  matcher: ['/((?!_next/|favicon.ico|robots.txt|sitemap.xml|api/).*)'],
};
