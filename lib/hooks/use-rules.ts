'use client';

import useSWR from 'swr';
import type { output } from 'zod';
import { apiCall, apiRead } from '@/lib/hooks/fetcher';
import type { ContextTopic } from '@/lib/schemas/content';
import type { ContentContext, contextResponseSchema, Rule, ruleResponseSchema } from '@/lib/schemas/content';

// The operator's rules in the browser (docs/architecture.md §10). The rules pages render on the
// server; the browser only acknowledges, and the order sheet reads an order's rules in context.
const fetchContext = apiRead((answer: output<typeof contextResponseSchema>) => answer.data);

/** POST v1/rules/{id}/acknowledge: "I have read this"; the answer is the rule with `acknowledged_at`. */
export async function acknowledgeRule(id: number): Promise<Rule> {
  return (await apiCall<output<typeof ruleResponseSchema>>(`/api/v1/rules/${id}/acknowledge`, { method: 'POST' })).data;
}

export const ruleContextKey = (order: number, topic: ContextTopic) =>
  `/api/v1/rules/context?${new URLSearchParams({ order: String(order), topic })}`;

/** GET v1/rules/context?order=&topic=: the rules that concern one order (null: nothing to ask yet). */
export function useOrderRuleContext(order: number | null, topic: ContextTopic) {
  return useSWR<ContentContext>(order ? ruleContextKey(order, topic) : null, fetchContext, {
    revalidateOnFocus: false,
  });
}
