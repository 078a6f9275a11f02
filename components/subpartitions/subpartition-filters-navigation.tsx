'use client';

import type { ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { formParams } from '@/lib/query-string';
import { readSubpartitionFilters, subpartitionsPath } from '@/lib/subpartitions/query';

/**
 * The script's part of the server-rendered sub-partition filters (docs/architecture.md
 * "Server-first screens"): a submit read by the list's reader, one client navigation to its short URL.
 */
export function SubpartitionFiltersNavigation({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    <div
      onSubmit={(event) => {
        const form = event.target;
        if (!(form instanceof HTMLFormElement) || form.method !== 'get') return;
        event.preventDefault();
        router.push(subpartitionsPath(readSubpartitionFilters(formParams(form))), { scroll: false });
      }}
    >
      {children}
    </div>
  );
}
