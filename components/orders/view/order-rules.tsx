'use client';

import { useTranslations } from 'next-intl';
import { ContextRuleLinks } from '@/components/rules/context-rule-links';
import { useOrderRuleContext } from '@/lib/hooks/use-rules';

/**
 * The order's cancellation rules and questions as lines of links (GET v1/rules/context?order=&topic=cancellation,
 * docs/product.md §10 "In context"). Part of the lazily loaded order sheet, so the journal's first
 * load carries none of it; while it loads or if it fails, the line is simply not there.
 */
export function OrderRules({ orderId }: { orderId: number }) {
  const t = useTranslations('orders.view');
  const { data } = useOrderRuleContext(orderId, 'cancellation');
  return data ? (
    <ContextRuleLinks
      label={t('cancellationRules')}
      rules={data.rules}
      faqLabel={t('cancellationFaq')}
      faq={data.faq}
      testId="order-rules"
    />
  ) : null;
}
