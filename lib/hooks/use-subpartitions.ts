import type { output } from 'zod';
import { apiCall } from '@/lib/hooks/fetcher';
import type { SubpartitionForm, subpartitionResponseSchema } from '@/lib/schemas/subpartitions';

// Sub-partitions (docs/product.md "Running the agency: the calls"). The pages are server-rendered
// and the browser caches none of them: a write is a plain function (docs/architecture.md §10) and
// the page it leads to is rendered afresh.

/** PATCH subpartitions/{id}/edit: name, manager and members; answers the sub-partition and "Record updated successfully". */
export async function updateSubpartition(id: number, form: SubpartitionForm) {
  return apiCall<output<typeof subpartitionResponseSchema>>(`/api/subpartitions/${id}/edit`, {
    method: 'PATCH',
    json: form,
  });
}
