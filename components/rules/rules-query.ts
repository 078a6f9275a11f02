import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';
import type { RulesFilter } from './links';

type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `?category=&q=` of the rules pages; anything unreadable is left out rather than sent on. */
export function readRulesFilter(query: Query): Required<Pick<RulesFilter, 'q'>> & RulesFilter {
  const category = Number(first(query.category));
  const q = (first(query.q) ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  return { category: Number.isInteger(category) && category > 0 ? category : undefined, q };
}
