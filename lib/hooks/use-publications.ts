'use client';

import { useCallback, useEffect } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { PUBLICATIONS_LIST_PREFIX } from '@/lib/news/paths';
import type {
  Publication,
  PublicationCategory,
  publicationCategoriesSchema,
  publicationResponseSchema,
  PublicationsList,
  publicationsReadAllSchema,
} from '@/lib/schemas/content';

export interface PublicationCategoryCount {
  id: PublicationCategory;
  name: string;
  total: number;
  unread: number;
}

export const PUBLICATION_CATEGORIES_KEY = '/api/v1/publications/categories';
const isListKey = (key: unknown) => typeof key === 'string' && key.startsWith(PUBLICATIONS_LIST_PREFIX);

const fetchList = apiRead<PublicationsList>();
const fetchCategories = apiRead((answer: output<typeof publicationCategoriesSchema>) => answer.data);

/**
 * Data the server rendered for `key`: into the cache when the cache has none, so the read marks
 * below can change it (SWR's `mutate` sees the cache, not fallback data). A cache that already
 * holds the key (an earlier visit, a read mark since) is kept and revalidated instead: after Back
 * the router may hand the page its older server answer, which must not undo a read mark.
 */
function useSeededKey<T>(key: string, fetcher: (path: string) => Promise<T>, initialKey: string, initial: T) {
  const { cache } = useSWRConfig();
  const seeded = key === initialKey;
  const cached = cache.get(key)?.data !== undefined;
  const swr = useSWR<T>(key, fetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    ...(seeded ? { fallbackData: initial, revalidateOnMount: cached } : {}),
  });
  const { mutate } = swr;
  useEffect(() => {
    if (seeded) void mutate((current) => current ?? initial, { revalidate: false });
  }, [seeded, initial, mutate]);
  return swr;
}

/** The page of the news the server rendered, under its key (lib/news/query.ts publicationsListKey). */
export function usePublicationsPage(key: string, initial: PublicationsList) {
  return useSeededKey(key, fetchList, key, initial);
}

/** Every category with the reader's unread count in it (the filter's chips). */
export function usePublicationCategories(initial: PublicationCategoryCount[]) {
  return useSeededKey<PublicationCategoryCount[]>(
    PUBLICATION_CATEGORIES_KEY,
    fetchCategories,
    PUBLICATION_CATEGORIES_KEY,
    initial,
  );
}

// Ids with a read request under way or done in this page's life: each is marked read once.
const marking = new Map<number, Promise<Publication>>();

/**
 * POST v1/publications/{id}/read, once per item and only for an unread one, then every cached
 * list page and the categories agree: the item is read and the unread counts drop by one.
 */
export function useMarkPublicationRead() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (publication: { id: number; category: PublicationCategory; was_read: boolean }): Promise<void> => {
      if (publication.was_read || marking.has(publication.id)) return;
      const request = apiCall<output<typeof publicationResponseSchema>>(`/api/v1/publications/${publication.id}/read`, {
        method: 'POST',
      }).then((answer) => answer.data);
      marking.set(publication.id, request);
      request.catch(() => marking.delete(publication.id));
      const read = await request;
      await Promise.all([
        mutate(
          isListKey,
          (list?: PublicationsList) => {
            if (!list) return list;
            return {
              ...list,
              unread: Math.max(0, list.unread - 1),
              data: list.data.map((item) => (item.id === read.id ? { ...item, was_read: true } : item)),
            };
          },
          { revalidate: false },
        ),
        mutate(
          PUBLICATION_CATEGORIES_KEY,
          (categories?: PublicationCategoryCount[]) =>
            categories?.map((category) =>
              category.id === read.category ? { ...category, unread: Math.max(0, category.unread - 1) } : category,
            ),
          { revalidate: false },
        ),
      ]);
    },
    [mutate],
  );
}

/** POST v1/publications/read_all: every cached list page and category then reads 0 unread. */
export function useMarkAllPublicationsRead() {
  const { mutate } = useSWRConfig();
  return useCallback(async (): Promise<number> => {
    const { marked } = (
      await apiCall<output<typeof publicationsReadAllSchema>>('/api/v1/publications/read_all', { method: 'POST' })
    ).data;
    await Promise.all([
      mutate(
        isListKey,
        (list?: PublicationsList) =>
          list && { ...list, unread: 0, data: list.data.map((item) => ({ ...item, was_read: true })) },
        { revalidate: false },
      ),
      mutate(
        PUBLICATION_CATEGORIES_KEY,
        (categories?: PublicationCategoryCount[]) => categories?.map((category) => ({ ...category, unread: 0 })),
        { revalidate: false },
      ),
    ]);
    return marked;
  }, [mutate]);
}
