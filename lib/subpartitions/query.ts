import { toQueryString, type ReadableParams } from '@/lib/query-string';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';

/**
 * The sub-partition list's filters live in its URL (`?q=&manager=&member=`, the backend's own
 * names), so a link reopens the same view. Reading is forgiving, field by field: a stale link
 * loses only its bad parts.
 */
export interface SubpartitionFilters {
  q?: string;
  manager?: number;
  member?: number;
}

const positive = (raw: string | null) => (raw && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined);

export function readSubpartitionFilters(params: ReadableParams): SubpartitionFilters {
  const filters: SubpartitionFilters = {};
  const q = params.get('q')?.trim();
  if (q && q.length <= MAX_QUERY_LENGTH) filters.q = q;
  const manager = positive(params.get('manager'));
  if (manager) filters.manager = manager;
  const member = positive(params.get('member'));
  if (member) filters.member = member;
  return filters;
}

export const SUBPARTITIONS_PATH = '/subpartitions';

/** The list's URL for these filters. */
export const subpartitionsPath = (filters: SubpartitionFilters) => `${SUBPARTITIONS_PATH}${toQueryString({ ...filters })}`;
