'use client';

import type { ReactNode } from 'react';
import { useFilterSubmit } from '@/components/ui/use-record-list-url';
import { formSearch } from '@/lib/query-string';
import { SUBPARTITIONS_PATH } from '@/lib/subpartitions/query';

/**
 * The script's part of the server-rendered sub-partition filters (docs/architecture.md
 * "Server-first screens"): a submit is one client navigation to its short URL, which the server
 * reads with the list's schema.
 */
export function SubpartitionFiltersNavigation({ children }: { children: ReactNode }) {
  const submit = useFilterSubmit((form) => `${SUBPARTITIONS_PATH}${formSearch(form)}`);
  return <div onSubmit={submit}>{children}</div>;
}
