'use client';

import useSWR from 'swr';
import { apiRead } from '@/lib/hooks/fetcher';
import { seededOptions } from '@/lib/hooks/seeded';
import { bonusesKey, type BonusesQuery } from '@/lib/orders/bonuses-query';
import type { Bonus } from '@/lib/schemas/orders';

export interface BonusesPage {
  data: Bonus[];
  meta: { total: number; page: number; size: number };
  totals: { accrued: number; paid_out: number; currency: 'EUR' };
}

const fetchBonusesPage = apiRead<BonusesPage>();

/** One page of the bonus journal; the server-rendered query starts from its answer. */
export function useBonusesPage(query: BonusesQuery, initialKey: string, initial: BonusesPage) {
  const key = bonusesKey(query);
  return useSWR<BonusesPage>(key, fetchBonusesPage, {
    keepPreviousData: true,
    ...seededOptions(key === initialKey, initial),
  });
}
