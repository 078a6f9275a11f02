/**
 * The ticket desk's constants (docs/product.md §12), plain: lib/schemas/ats.ts builds its schemas
 * on them, and the browser's list code (the systems' names, the column headers, the URLs it
 * writes) reads them without the schemas (docs/architecture.md §11 "Server-first screens").
 */

export const ATS_SYSTEMS = ['amadeus', 'sabre', 'galileo'] as const;
export type AtsSystem = (typeof ATS_SYSTEMS)[number];
/** The systems' own names, the same in every language. */
export const ATS_SYSTEM_NAMES: Record<AtsSystem, string> = { amadeus: 'Amadeus', sabre: 'Sabre', galileo: 'Galileo' };
/** A ticketing account as the desk names it: "Amadeus KIV123 / 0042" (its system, office id and agent sign). */
export function atsAccountName(link: { system: AtsSystem; office_id: string; agent_sign: string }): string {
  return `${ATS_SYSTEM_NAMES[link.system]} ${link.office_id} / ${link.agent_sign}`;
}
export const ATS_LINK_STATES = ['valid', 'expired', 'future', 'inactive'] as const;
export type AtsLinkState = (typeof ATS_LINK_STATES)[number];
export const PAYMENT_CURRENCIES = ['EUR', 'USD', 'MDL'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer'] as const;
export const PAYMENT_STATUSES = ['new', 'settled', 'reconciled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The linked users' and the payments' sort columns and default sorts (`-` descending). */
export const USER_LINK_SORTS = ['user', 'valid_from', 'valid_to', 'created_at'] as const;
export const DEFAULT_USER_LINK_SORT = '-created_at';
export const PAYMENT_SORTS = ['paid_on', 'amount_eur', 'created_at'] as const;
export const DEFAULT_PAYMENT_SORT = '-paid_on';
