import 'server-only';
import { HARDENING_HEADERS, isForwardedHttps } from '@/lib/bff/security-headers';
import { LOCALE_COOKIE } from '@/lib/i18n/locales';
import { localeCookie } from '@/lib/i18n/locale-cookie';
import { readCookie } from '@/lib/bff/cookies';
import { sharedSelectionPath } from '@/lib/schemas/shared-selections';
import { themeForHost, type Theme } from '@/themes';
import type { SelectionPageContext } from '@/components/selection/document';
import type { ReactElement } from 'react';
import { documentHtml } from './document-html';
import { selectionLocale, selectionText } from './locale';

/**
 * The request side of the client's page of a selection (docs/architecture.md §1 "The client's page of a selection"):
 * its language, origin and nonce, and the HTML answer with the page's headers.
 */

export interface SelectionRequest {
  context: SelectionPageContext;
  /** The `locale` cookie to set: the client picked a language with `?lang=`. */
  setCookie: string | null;
}

/** `https://host` as the browser addressed us: the Host header (well-formed only) and X-Forwarded-Proto. */
export function requestOrigin(request: Pick<Request, 'url' | 'headers'>): string {
  const url = new URL(request.url);
  const host = request.headers.get('host')?.trim().toLowerCase();
  const authority = host && /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : url.host;
  const https = url.protocol === 'https:' || isForwardedHttps(request.headers.get('x-forwarded-proto'));
  return `${https ? 'https' : 'http'}://${authority}`;
}

export async function selectionRequest(request: Request, token: string): Promise<SelectionRequest> {
  const url = new URL(request.url);
  const { locale, chosen } = selectionLocale({
    lang: url.searchParams.get('lang'),
    cookie: readCookie(request.headers.get('cookie'), LOCALE_COOKIE),
    acceptLanguage: request.headers.get('accept-language'),
  });
  const origin = requestOrigin(request);
  return {
    context: {
      text: await selectionText(locale),
      theme: themeForHost(request.headers.get('host')),
      origin,
      path: sharedSelectionPath(token),
      nonce: request.headers.get('x-nonce'),
    },
    setCookie: chosen ? localeCookie(locale, origin.startsWith('https:')) : null,
  };
}

/** The context with the agency's own theme (the selection names it). */
export const withTheme = (context: SelectionPageContext, theme: Theme): SelectionPageContext => ({ ...context, theme });

/**
 * A page as the answer: HTML, never cached (each read is counted as an open), never indexed, the
 * portal's hardening headers (proxy.ts adds the CSP with the nonce the stylesheet carries).
 */
export async function htmlResponse(
  page: ReactElement,
  status: number,
  setCookie: string | null = null,
): Promise<Response> {
  const headers = new Headers({
    ...HARDENING_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'private, no-store',
    'X-Robots-Tag': 'noindex, nofollow',
  });
  if (setCookie) headers.append('Set-Cookie', setCookie);
  return new Response(await documentHtml(page), { status, headers });
}
