import 'server-only';
import { useLocale } from 'next-intl';
import { getLocale } from 'next-intl/server';
import { contentSearch, type ContentSearch } from '@/lib/shared/content-search';
import { htmlToPlainText } from '@/lib/shared/html-text';
import { highlightHtml } from '@/lib/shared/text-search';

/**
 * The portal's side of the content search (lib/shared/content-search.ts): the server marks the
 * words the backend's search found, in the reader's language. Server-only, so the stemmers never
 * reach the browser; a client component gets the marked words (`marked`) as props.
 */

export type { ContentSearch };

/** In a server component: the search of the query in the page's language; null without a query. */
export function useContentSearch(query: string | undefined): ContentSearch | null {
  const locale = useLocale();
  return query ? contentSearch(query, locale) : null;
}

/** The same in an async page. */
export async function getContentSearch(query: string | undefined): Promise<ContentSearch | null> {
  return query ? contentSearch(query, await getLocale()) : null;
}

/** Sanitised HTML with the search's words marked (lib/shared/text-search.ts `highlightHtml`). */
export function markHtml(search: ContentSearch, html: string): string {
  return highlightHtml(html, search.marked(htmlToPlainText(html)));
}
