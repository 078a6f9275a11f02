'use client';

import { useCallback, useEffect, useRef, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { formSearch as listFormSearch } from '@/lib/query-string';

/** What `useListUrl` is told beside its page's path. */
export interface ListUrlOptions {
  /**
   * The server's canonical search string of the URL it rendered (a typed day as ISO, defaults and
   * refused parameters left out): the address bar is put to it without a navigation.
   */
  canonical?: string;
  /**
   * A filter form's search string (after `path`); by default lib/query-string's `formSearch` (a
   * `data-day` input's day as ISO).
   */
  formSearch?: (form: HTMLFormElement) => string;
}

/**
 * The one hook for a list's or a report's state in its page's URL (docs/architecture.md §2 "A list
 * of records", §11 "Server-first screens"): filters, sort, page, an open record. The server page
 * reads the URL with the list's schema and renders it; the pager and the column headers are links
 * (`href`) and the filters a GET form, so the list works without JavaScript. With it, a change is
 * one client navigation to the URL the list writes (`go`), the list on screen kept meanwhile
 * (`navigating`), so a link reopens the same view and back/forward walk through the changes. A
 * list whose rows the browser fetches itself (no server render of a new URL) writes its URL with
 * `write`, the History API, which Next's router follows without a server round trip. `path` is
 * the page's; '' for a list that writes whole URLs (the staff list's office is in its path).
 */
export function useListUrl<E extends HTMLElement = HTMLElement>(
  path: string,
  { canonical, formSearch = listFormSearch }: ListUrlOptions = {},
) {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const top = useRef<E>(null);
  useEffect(() => {
    if (canonical === undefined) return;
    if (window.location.pathname === path && window.location.search !== canonical)
      window.history.replaceState(window.history.state, '', `${path}${canonical}`);
  }, [path, canonical]);
  const href = useCallback((search: string) => `${path}${search}`, [path]);
  const go = useCallback(
    /** `during` runs inside the navigation's transition (an optimistic update of what it shows). */
    (search: string, during?: () => void) =>
      startNavigation(() => {
        during?.();
        router.push(href(search), { scroll: false });
      }),
    [href, router],
  );
  /** The URL written without a server render (`replace`: no new history entry; `state`: the entry's own). */
  const write = useCallback(
    (search: string, { replace = false, state = null }: { replace?: boolean; state?: unknown } = {}) => {
      const url = `${href(search)}${window.location.hash}`;
      if (replace) window.history.replaceState(state, '', url);
      else window.history.pushState(state, '', url);
    },
    [href],
  );
  return {
    /** A navigation to a new URL is under way (the list on screen is the previous one's). */
    navigating,
    /** The list's section: a new page scrolls back to its top (`toTop`). */
    top,
    href,
    go,
    toTop: () => top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' }),
    write,
    /**
     * A server-rendered GET filter form's submit (on an element around it): one client navigation
     * to the short URL of what a plain submit reaches, where the server renders the list and a
     * fresh form.
     */
    submitFilters: (event: FormEvent<HTMLElement>) => {
      const form = filterFormOf(event);
      if (form) go(formSearch(form));
    },
  };
}

/** The GET form a submit event comes from, its plain submit prevented; null for any other form. */
function filterFormOf(event: FormEvent<HTMLElement>): HTMLFormElement | null {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.method !== 'get') return null;
  event.preventDefault();
  return form;
}
