import { recordIdOf } from '@/lib/query-string';

/** A record's id as its page's path spells it: canonical digits only (`/orders/01` is no order). */
export const pathIdOf = (text: string | undefined): number | undefined =>
  text !== undefined && /^[1-9]\d{0,9}$/.test(text) ? recordIdOf(text) : undefined;
