import 'server-only';
import { PUBLICATIONS_PAGE_SIZE, type ContextTopic } from '@/lib/schemas/content';
import {
  acknowledgementReportSchema,
  contextResponseSchema,
  documentGroupsSchema,
  faqSchema,
  publicationCategoriesSchema,
  publicationResponseSchema,
  publicationsListSchema,
  ruleCategoriesSchema,
  ruleResponseSchema,
  rulesListSchema,
  type ContentContext,
  type DocumentGroup,
  type FaqTopic,
  type Publication,
  type PublicationsList,
  type Rule,
  type RuleAcknowledgements,
  type RuleCategory,
  type RuleListItem,
} from '@/lib/schemas/content';
import { backendJson } from './client';
import { BackendError } from './errors';

// The operator's content for the server-rendered pages (docs/product.md §7 "Content").

export interface PublicationsQuery {
  /** 1-based. */
  page?: number;
  size?: number;
  /** Omitted or `all`: every category. */
  category?: string;
  q?: string;
}

/** GET v1/publications?page[number]=&page[size]=&category=&q= */
export async function getPublications({
  page = 1,
  size = PUBLICATIONS_PAGE_SIZE,
  category,
  q,
}: PublicationsQuery = {}): Promise<PublicationsList> {
  return backendJson('v1/publications', publicationsListSchema, {
    query: {
      'page[number]': page,
      'page[size]': size,
      category: category && category !== 'all' ? category : undefined,
      q,
    },
  });
}

/** GET v1/publications/{id}: one item with its full text (a missing one is a BackendError 404: notFoundOn404). */
export async function getPublication(id: number): Promise<Publication> {
  return (await backendJson(`v1/publications/${id}`, publicationResponseSchema)).data;
}

/** GET v1/publications/categories */
export async function getPublicationCategories() {
  return (await backendJson('v1/publications/categories', publicationCategoriesSchema)).data;
}

/** GET v1/rules/categories: the two-level tree. */
export async function getRuleCategories(): Promise<RuleCategory[]> {
  return (await backendJson('v1/rules/categories', ruleCategoriesSchema)).data;
}

/** GET v1/rules?category=&q=&mandatory= */
export async function getRules({
  category,
  q,
  mandatory,
}: { category?: number; q?: string; mandatory?: boolean } = {}): Promise<RuleListItem[]> {
  return (await backendJson('v1/rules', rulesListSchema, { query: { category, q, mandatory } })).data;
}

/** GET v1/rules/{id} */
export async function getRule(id: number): Promise<Rule> {
  return (await backendJson(`v1/rules/${id}`, ruleResponseSchema)).data;
}

/** What a trip is known by: the offer being booked, an order, or a country with a flight type. */
export type TripSource =
  | { sid: string; topic?: ContextTopic }
  | { order: number; topic?: ContextTopic }
  | { country: string; flight_type?: 'charter' | 'regular'; topic?: ContextTopic };

/** GET v1/rules/context: the rules and FAQ entries of one trip. */
export async function getRuleContext(source: TripSource): Promise<ContentContext> {
  return (await backendJson('v1/rules/context', contextResponseSchema, { query: { ...source } })).data;
}

/**
 * GET v1/rules/acknowledgements: per mandatory rule, the agency's employees who have not acknowledged
 * it; null for a role that may not see it (the backend's 403, handled here, not the 403 page).
 */
export async function getAcknowledgementReport(): Promise<RuleAcknowledgements[] | null> {
  try {
    return (await backendJson('v1/rules/acknowledgements', acknowledgementReportSchema, { handle: [403] })).data;
  } catch (error) {
    if (error instanceof BackendError && error.status === 403) return null;
    throw error;
  }
}

/** GET v1/faq?q= */
export async function getFaq(q?: string): Promise<FaqTopic[]> {
  return (await backendJson('v1/faq', faqSchema, { query: { q } })).data;
}

/** GET v1/documents: the agency's documents grouped by kind. */
export async function getDocuments(): Promise<DocumentGroup[]> {
  return (await backendJson('v1/documents', documentGroupsSchema)).data;
}
