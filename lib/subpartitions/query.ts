import { toQueryString } from '@/lib/query-string';
import type { SubpartitionQuery } from '@/lib/schemas/subpartitions';

/**
 * The sub-partition list's filters live in its URL (`?q=&manager=&member=`, the backend's own
 * names), so a link reopens the same view. The server reads it with the backend's own schema
 * (lib/read-query.ts `readSubpartitionFilters`), forgiving field by field; this module writes it.
 */
export type SubpartitionFilters = SubpartitionQuery;

export const SUBPARTITIONS_PATH = '/subpartitions';

/** The list's URL for these filters. */
export const subpartitionsPath = (filters: SubpartitionFilters) =>
  `${SUBPARTITIONS_PATH}${toQueryString({ ...filters })}`;
