import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BonusJournal } from '@/components/orders/bonuses/bonus-journal';
import { getBonuses } from '@/lib/backend/bonuses';
import { bonusesKey, readBonusesQuery } from '@/lib/orders/bonuses-query';
import { paramsOf } from '@/lib/query-string';

// The bonus journal (docs/product.md §2 names it; the call is ours, lib/schemas/orders.ts).
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('pages');
  return { title: t('bonuses.title') };
}

export default async function BonusesPage({ searchParams }: Props) {
  const query = readBonusesQuery(paramsOf(await searchParams));
  return <BonusJournal initialKey={bonusesKey(query)} initial={await getBonuses(query)} />;
}
