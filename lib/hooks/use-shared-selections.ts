'use client';

import { useCallback } from 'react';
import useSWR from 'swr';
import type { output } from 'zod';
import {
  clientLinkActionPath,
  clientLinksKey,
  SHARED_SELECTIONS_KEY,
  type ClientLinksQuery,
} from '@/lib/client-links/query';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import type {
  createSharedSelectionRequestSchema,
  SharedSelectionItem,
  sharedSelectionItemResponseSchema,
  sharedSelectionListSchema,
  sharedSelectionRefSchema,
} from '@/lib/schemas/shared-selections';

export type ClientLinksPage = output<typeof sharedSelectionListSchema>;
export type SharedSelectionRef = output<typeof sharedSelectionRefSchema>['data'];
export type CreateSharedSelection = output<typeof createSharedSelectionRequestSchema>;

const fetchClientLinksPage = apiRead<ClientLinksPage>();

/** POST shared-selections: a link to saved offers for the client (docs/product.md "Client selections"). */
export async function createSharedSelection(request: CreateSharedSelection): Promise<SharedSelectionRef> {
  return (
    await apiCall<output<typeof sharedSelectionRefSchema>>(SHARED_SELECTIONS_KEY, { method: 'POST', json: request })
  ).data;
}

/**
 * One page of the agent's client links, the server-rendered page starting from its answer; revoke
 * and extend put the link the backend answers in its row. A failed action is thrown to the caller.
 */
export function useClientLinks(query: ClientLinksQuery, initialKey: string, initial: ClientLinksPage) {
  const key = clientLinksKey(query);
  const list = useSWR<ClientLinksPage>(key, fetchClientLinksPage, {
    keepPreviousData: true,
    ...seededOptions(key === initialKey, initial),
  });
  const { mutate, data: shown } = list;
  const act = useCallback(
    async (token: string, action: 'revoke' | 'extend', json: unknown): Promise<SharedSelectionItem> => {
      const { data: item } = await apiCall<output<typeof sharedSelectionItemResponseSchema>>(
        clientLinkActionPath(token, action),
        { method: 'POST', json },
      );
      // The server's page is SWR's fallback, not in its cache: the update starts from what is shown.
      await mutate(
        (cached) => {
          const page = cached ?? shown;
          return page && { ...page, data: page.data.map((link) => (link.token === token ? item : link)) };
        },
        { revalidate: false },
      );
      return item;
    },
    [mutate, shown],
  );
  const revoke = useCallback((token: string) => act(token, 'revoke', {}), [act]);
  const extend = useCallback((token: string, days: number) => act(token, 'extend', { days }), [act]);
  return { list, revoke, extend };
}
