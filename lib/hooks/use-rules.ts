'use client';

import useSWR from 'swr';
import { apiCall, apiGet } from '@/lib/hooks/fetcher';
import type { ContextTopic } from '@/lib/schemas/content';
import type { ContentContext, Rule } from '@/lib/schemas/content';

// The operator's rules in the browser (docs/architecture.md §10). The rules pages render on the
// server; the browser only acknowledges, and the order sheet reads an order's rules in context.
// The schemas come as loaders, with the first answer: neither caller's code carries zod.
const schemas = () => import('@/lib/schemas/content');
const fetchContext = apiGet(() => schemas().then((s) => s.contextResponseSchema), (answer) => answer.data);

/** POST v1/rules/{id}/acknowledge: "I have read this"; the answer is the rule with `acknowledged_at`. */
export async function acknowledgeRule(id: number): Promise<Rule> {
  return (await apiCall(`/api/v1/rules/${id}/acknowledge`, () => schemas().then((s) => s.ruleResponseSchema), { method: 'POST' })).data;
}

export const ruleContextKey = (order: number, topic: ContextTopic) => `/api/v1/rules/context?${new URLSearchParams({ order: String(order), topic })}`;

/** GET v1/rules/context?order=&topic=: the rules that concern one order (null: nothing to ask yet). */
export function useOrderRuleContext(order: number | null, topic: ContextTopic) {
  return useSWR<ContentContext>(order ? ruleContextKey(order, topic) : null, fetchContext, { revalidateOnFocus: false });
}
