'use client';

import { useCallback } from 'react';
import useSWR, { mutate as mutateGlobal, useSWRConfig } from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { atsListKey, USER_LINKS_LIST, type AtsListQuery, type UserLinkFilter } from '@/lib/ats/list-query';
import type { AtsUserLink, AtsUserLinkInput, atsUserLinkResponseSchema } from '@/lib/schemas/ats';

// The ticket desk's linked users (docs/product.md §12, `ats/user-links`).
const fetchLinksPage = apiRead<UserLinksPage>();
const fetchUnlinked = apiRead<UnlinkedSellers>();
type LinkAnswer = output<typeof atsUserLinkResponseSchema>;

export interface UserLinksPage {
  data: AtsUserLink[];
  meta: { total: number; page: number; size: number };
}
export interface UnlinkedSellers {
  data: { user: { id: number; name: string }; orders: number; last_order_at: string }[];
}

export const UNLINKED_SELLERS_KEY = '/api/ats/user-links/additional';
/** Every page of the list and the unlinked sellers: what a write revalidates (a link changes who is flagged). */
export const isUserLinksKey = (key: unknown) =>
  typeof key === 'string' &&
  (key === USER_LINKS_LIST.path || key.startsWith(`${USER_LINKS_LIST.path}?`) || key === UNLINKED_SELLERS_KEY);

/** One page of the list: the server rendered the URL's; another is fetched with the previous kept on screen. */
export function useUserLinksPage(query: AtsListQuery<UserLinkFilter>, initialKey: string, initial: UserLinksPage) {
  const key = atsListKey(USER_LINKS_LIST, query);
  return useSWR<UserLinksPage>(key, fetchLinksPage, {
    keepPreviousData: true,
    ...seededOptions(key === initialKey, initial),
  });
}

/** GET ats/user-links/additional: the sellers with flagged orders (seeded by the server's answer). */
export function useUnlinkedSellers(initial: UnlinkedSellers) {
  return useSWR<UnlinkedSellers>(UNLINKED_SELLERS_KEY, fetchUnlinked, seededOptions(true, initial));
}

/** After a create or an edit the list is shown afresh: the cached pages are dropped so it starts from the server's answer. */
const forgetLinks = () => mutateGlobal(isUserLinksKey, undefined, { revalidate: false });

/** POST ats/user-links/create; a 422 is thrown to the form. */
export async function createUserLink(input: AtsUserLinkInput) {
  const answer = await apiCall<LinkAnswer>('/api/ats/user-links/create', { method: 'POST', json: input });
  await forgetLinks();
  return answer;
}

/** POST ats/user-links/{id}/edit */
export async function updateUserLink(id: number, input: AtsUserLinkInput) {
  const answer = await apiCall<LinkAnswer>(`/api/ats/user-links/${id}/edit`, { method: 'POST', json: input });
  await forgetLinks();
  return answer;
}

/** PATCH ats/user-links/{id} {active?, valid_to?} from the list: its pages and the unlinked sellers revalidate in place. */
export function usePatchUserLink() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, patch: { active?: boolean; valid_to?: string | null }) => {
      const answer = await apiCall<LinkAnswer>(`/api/ats/user-links/${id}`, { method: 'PATCH', json: patch });
      await mutate(isUserLinksKey);
      return answer;
    },
    [mutate],
  );
}
