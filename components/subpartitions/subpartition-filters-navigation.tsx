'use client';

import type { ReactNode } from 'react';
import { useListUrl } from '@/components/ui/use-list-url';
import { SUBPARTITIONS_PATH } from '@/lib/subpartitions/query';

/**
 * The script's part of the server-rendered sub-partition filters (docs/architecture.md
 * "Server-first screens"): a submit is one client navigation to its short URL, which the server
 * reads with the list's schema.
 */
export function SubpartitionFiltersNavigation({ children }: { children: ReactNode }) {
  const { submitFilters } = useListUrl(SUBPARTITIONS_PATH);
  return <div onSubmit={submitFilters}>{children}</div>;
}
