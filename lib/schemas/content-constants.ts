// The operator's content (news, rules, FAQ, documents: docs/product.md §7 "Content"), its plain
// constants without zod: the pages' filters and links need them in their first load.
// lib/schemas/content.ts builds its enums from these.

/** News categories, the `category` filter of GET v1/publications. */
export const PUBLICATION_CATEGORIES = ['operator', 'programs', 'promotions', 'flights', 'visas'] as const;
export type PublicationCategory = (typeof PUBLICATION_CATEGORIES)[number];

/** News per page (the journal's pager). */
export const PUBLICATIONS_PAGE_SIZE = 10;

/** Kinds of the agency's downloadable documents, in the order GET v1/documents groups them. */
export const DOCUMENT_KINDS = ['contract', 'price_list', 'form', 'memo'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What the in-context rules and FAQ are for: the booking page, or an order's cancellation. */
export const CONTEXT_TOPICS = ['booking', 'cancellation'] as const;
export type ContextTopic = (typeof CONTEXT_TOPICS)[number];
