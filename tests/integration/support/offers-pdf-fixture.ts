import type { OfferContacts } from '@/lib/schemas/saved-offers';

/**
 * What offers-pdf-runner.mts prints with and offers-pdf.test.ts looks for: Cyrillic and every
 * Romanian letter with a diacritic (ș ț ă â î, and a capital Ș).
 */
export const PRINT_CONTACTS: OfferContacts = {
  title: 'Агентство «Нистру» — Călătorii în țară și peste hotare',
  address: 'bd. Ștefan cel Mare și Sfânt 1, Chișinău',
  phone: '+373 22 123 456',
  email: 'office@nistru.md',
};

/** The Nistru Voyage theme's host. */
export const PRINT_HOST = 'nistru.localhost';
