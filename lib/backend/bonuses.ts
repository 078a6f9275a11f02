import 'server-only';
import type { z } from 'zod';
import { bonusesApiQuery, type BonusesQuery } from '@/lib/orders/bonuses-query';
import { bonusesListSchema } from '@/lib/schemas/orders';
import { backendJson } from './client';

export type BonusesList = z.infer<typeof bonusesListSchema>;

/** GET orders/bonuses?…: one page of the bonus journal with its totals. */
export async function getBonuses(query: BonusesQuery): Promise<BonusesList> {
  return backendJson('orders/bonuses', bonusesListSchema, { query: bonusesApiQuery(query) });
}
