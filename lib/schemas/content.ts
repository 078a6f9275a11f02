import { z } from 'zod';
import { isoDateUnworded as isoDate } from './dates';
import { locales } from '@/lib/i18n/locales';
import { dataListSchema, pagedListSchema } from './list';
import { pageNumber } from './paging';
import { MAX_QUERY_LENGTH } from '@/lib/shared/text-search';

// The operator's content: news, rules, FAQ and documents (docs/product.md §7 "Content").
// Texts arrive in the caller's language (x-localization); `body` and `answer` are the operator's
// HTML, shown only through lib/html/sanitize.ts.

const id = z.number().int().positive();
const isoDateTime = z.string().datetime();
const flightType = z.enum(['charter', 'regular']);
/** ISO 3166 alpha-2 codes; an empty list means every country. */
const countries = z.array(z.string().regex(/^[A-Z]{2}$/));
/** A search query: words that must all occur, without case or diacritics (lib/shared/text-search.ts). */
const query = z.string().trim().max(MAX_QUERY_LENGTH);

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

// ── News ────────────────────────────────────────────────────────────────────────────────────
export const publicationCategorySchema = z.enum(PUBLICATION_CATEGORIES);

/** One item of the news list: everything but the full text. */
export const publicationSummarySchema = z.object({
  id,
  category: publicationCategorySchema,
  /** The category's name in the caller's language, for the badge. */
  category_name: z.string(),
  title: z.string(),
  /** Plain text, a sentence or two. */
  teaser: z.string(),
  /** A path on the portal (`/news/….svg`), or null without an image. */
  image: z.string().nullable(),
  /** Pinned items come first, whatever their date. */
  pinned: z.boolean(),
  published_at: isoDateTime,
  /** Whether the caller has opened it (POST v1/publications/{id}/read) or marked all read. */
  was_read: z.boolean(),
});
export type PublicationSummary = z.infer<typeof publicationSummarySchema>;

export const publicationSchema = publicationSummarySchema.extend({ body: z.string() });
export type Publication = z.infer<typeof publicationSchema>;

/** GET v1/publications?category=&q=&page[number]=&page[size]= (query parsed by the backend). */
export const publicationsQuerySchema = z.object({
  category: z.union([z.literal('all'), publicationCategorySchema]).default('all'),
  q: query.default(''),
});

/** The news page's URL `/publications?category=&q=&page=` (docs/product.md §10), read on the server (readQuery). */
export const newsPageQuerySchema = publicationsQuerySchema.extend({ page: pageNumber });
export type NewsQuery = z.output<typeof newsPageQuerySchema>;
export type NewsCategory = NewsQuery['category'];

/**
 * GET v1/publications: pinned first, then newest first; `unread` counts the caller's unread news
 * in every category (the "mark all as read" button and a badge need it whatever the filter).
 */
export const publicationsListSchema = pagedListSchema(publicationSummarySchema).extend({
  unread: z.number().int().nonnegative(),
});
export type PublicationsList = z.infer<typeof publicationsListSchema>;

/** GET v1/publications/{id} and POST v1/publications/{id}/read. */
export const publicationResponseSchema = z.object({ data: publicationSchema });

/** POST v1/publications/read_all: how many were marked now, and the unread left (0). */
export const publicationsReadAllSchema = z.object({
  data: z.object({ marked: z.number().int().nonnegative(), unread: z.number().int().nonnegative() }),
});

/** GET v1/publications/categories: every category with its name and the caller's counts. */
export const publicationCategoriesSchema = dataListSchema(
  z.object({
    id: publicationCategorySchema,
    name: z.string(),
    total: z.number().int().nonnegative(),
    unread: z.number().int().nonnegative(),
  }),
);

// ── Rules ───────────────────────────────────────────────────────────────────────────────────
const ruleCategoryNodeSchema = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  /** Rules in this category and its subcategories. */
  rules_count: z.number().int().nonnegative(),
});

/** A top-level category with its subcategories (two levels). */
export const ruleCategorySchema = ruleCategoryNodeSchema.extend({ children: z.array(ruleCategoryNodeSchema) });
export type RuleCategory = z.infer<typeof ruleCategorySchema>;

/** GET v1/rules/categories: the tree, in the operator's order. */
export const ruleCategoriesSchema = dataListSchema(ruleCategorySchema);

export const ruleSchema = z.object({
  id,
  category_id: id,
  title: z.string(),
  body: z.string(),
  /** Every user must acknowledge a mandatory rule ("I have read this"). */
  mandatory: z.boolean(),
  effective_from: isoDate,
  /** When it was last revised ("changed on"); null when never. */
  changed_at: z.nullable(isoDate),
  /** Whom it concerns (the in-context lists): countries (empty: all) and flight type (null: both). */
  countries,
  flight_type: flightType.nullable(),
  /**
   * When the caller acknowledged the current text; null when not yet, when the acknowledgement
   * predates the last revision (a revised rule is acknowledged again), or when not mandatory.
   */
  acknowledged_at: isoDateTime.nullable(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** A rule in a list; `snippet` is the plain text around the first match of `q` (null without one). */
export const ruleListItemSchema = ruleSchema.extend({ snippet: z.string().nullable() });
export type RuleListItem = z.infer<typeof ruleListItemSchema>;

/** GET v1/rules?category=&q=&mandatory=: a category includes its subcategories; `q` searches all rules. */
export const rulesQuerySchema = z.object({
  category: z.coerce.number().int().positive().optional(),
  q: query.default(''),
  mandatory: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** GET v1/rules: the matching rules, in the tree's order (unpaged: a few dozen at most). */
export const rulesListSchema = dataListSchema(ruleListItemSchema);

/** GET v1/rules/{id} and POST v1/rules/{id}/acknowledge. */
export const ruleResponseSchema = z.object({ data: ruleSchema });

const employeeMemberSchema = z.object({ id, name: z.string(), position: z.string(), email: z.string() });

/** One mandatory rule and the agency's employees: who acknowledged its current text, who not yet. */
export const ruleAcknowledgementsSchema = z.object({
  rule: ruleSchema.pick({ id: true, title: true, effective_from: true, changed_at: true }),
  total: z.number().int().nonnegative(),
  acknowledged: z.array(employeeMemberSchema.extend({ acknowledged_at: isoDateTime })),
  pending: z.array(employeeMemberSchema),
});
export type RuleAcknowledgements = z.infer<typeof ruleAcknowledgementsSchema>;

/** GET v1/rules/acknowledgements: every mandatory rule (directors and managers only). */
export const acknowledgementReportSchema = dataListSchema(ruleAcknowledgementsSchema);
/** GET v1/rules/{id}/acknowledgements: one mandatory rule (directors and managers only). */
export const ruleAcknowledgementsResponseSchema = z.object({ data: ruleAcknowledgementsSchema });

// ── FAQ ─────────────────────────────────────────────────────────────────────────────────────
export const faqEntrySchema = z.object({
  id,
  /** Stable in every language (made from the English question): the link is /faq#<slug>. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  topic_id: id,
  question: z.string(),
  answer: z.string(),
  countries,
  flight_type: flightType.nullable(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqTopicSchema = z.object({ id, slug: z.string(), name: z.string(), entries: z.array(faqEntrySchema) });
export type FaqTopic = z.infer<typeof faqTopicSchema>;

/** GET v1/faq?q=: the topics in order, each with its entries; with `q`, only matching entries (and their topics). */
export const faqQuerySchema = z.object({ q: query.default('') });
export const faqSchema = dataListSchema(faqTopicSchema);

// ── In context ──────────────────────────────────────────────────────────────────────────────
export const contextTopicSchema = z.enum(CONTEXT_TOPICS);

/**
 * GET v1/rules/context: what concerns one trip, from exactly one of `sid` (an offer being booked:
 * topic booking), `order` (an order of the caller's agency: topic cancellation) or `country`
 * with an optional `flight_type` (topic from `topic`, booking by default).
 */
export const contextQuerySchema = z
  .object({
    sid: z.string().min(1).optional(),
    order: z.coerce.number().int().positive().optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase())
      .optional(),
    flight_type: flightType.optional(),
    topic: contextTopicSchema.optional(),
  })
  .refine((value) => [value.sid, value.order, value.country].filter((given) => given !== undefined).length === 1, {
    path: ['country'],
  });

/**
 * booking: the rules and FAQ entries aimed at this country or flight type (general ones are on
 * /rules); cancellation: the cancellation rules and FAQ entries that apply to it, general ones
 * included.
 */
export const contextResponseSchema = z.object({
  data: z.object({
    topic: contextTopicSchema,
    country: z.string().nullable(),
    flight_type: flightType.nullable(),
    rules: z.array(ruleSchema),
    faq: z.array(faqEntrySchema),
  }),
});
export type ContentContext = z.infer<typeof contextResponseSchema>['data'];

// ── Documents ───────────────────────────────────────────────────────────────────────────────
export const documentKindSchema = z.enum(DOCUMENT_KINDS);

export const documentSchema = z.object({
  id,
  kind: documentKindSchema,
  title: z.string(),
  description: z.string(),
  /** The name the download is saved under (Content-Disposition). */
  file_name: z.string(),
  /** Bytes of the PDF GET v1/documents/{id}/download sends. */
  size: z.number().int().positive(),
  /** The file's own language, whatever the caller's. */
  language: z.enum(locales),
  published_at: isoDate,
});
export type AgencyDocument = z.infer<typeof documentSchema>;

/** GET v1/documents: the caller's agency's files grouped by kind (empty kinds left out). */
export const documentGroupsSchema = dataListSchema(
  z.object({ kind: documentKindSchema, name: z.string(), documents: z.array(documentSchema) }),
);
export type DocumentGroup = z.infer<typeof documentGroupsSchema>['data'][number];
