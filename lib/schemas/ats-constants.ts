/**
 * The ticket desk's constants (docs/product.md §12) without zod: the lists' first-load code (their
 * URL readers and filters) reads these; lib/schemas/ats.ts builds its schemas on them.
 */

export const ATS_SYSTEMS = ['amadeus', 'sabre', 'galileo'] as const;
export type AtsSystem = (typeof ATS_SYSTEMS)[number];
/** The systems' own names, the same in every language. */
export const ATS_SYSTEM_NAMES: Record<AtsSystem, string> = { amadeus: 'Amadeus', sabre: 'Sabre', galileo: 'Galileo' };
export const ATS_LINK_STATES = ['valid', 'expired', 'future', 'inactive'] as const;
export type AtsLinkState = (typeof ATS_LINK_STATES)[number];
export const PAYMENT_CURRENCIES = ['EUR', 'USD', 'MDL'] as const;
export type PaymentCurrency = (typeof PAYMENT_CURRENCIES)[number];
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['new', 'settled', 'reconciled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
