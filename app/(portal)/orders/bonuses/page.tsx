import { pageMetadata } from '@/components/layout/page-metadata';
import { BonusFilterForm } from '@/components/orders/bonuses/bonus-filter-form';
import { BonusJournal } from '@/components/orders/bonuses/bonus-journal';
import { getBonuses } from '@/lib/backend/bonuses';
import { bonusesKey, bonusesSearch } from '@/lib/orders/bonuses-query';
import { readBonusesQuery } from '@/lib/read-query';
import { paramsOf } from '@/lib/query-string';

// The bonus journal (docs/product.md §2 names it; the call is ours, lib/schemas/orders.ts).
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = pageMetadata('bonuses');

export default async function BonusesPage({ searchParams }: Props) {
  const query = readBonusesQuery(paramsOf(await searchParams));
  // Keyed by the URL's filters: a navigation to another range renders a fresh form with its values.
  return (
    <BonusJournal
      query={query}
      initialKey={bonusesKey(query)}
      initial={await getBonuses(query)}
      filters={<BonusFilterForm key={bonusesSearch({ ...query, page: 1 })} query={query} />}
    />
  );
}
