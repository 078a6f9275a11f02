import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getRuleContext, type TripSource } from '@/lib/backend/content';
import { BackendError } from '@/lib/backend/errors';
import { ContextRuleLinks } from './context-rule-links';

/**
 * The booking page's lines of rules and questions for the offer's country and flight type (GET v1/rules/context?sid=),
 * rendered on the server. It is a pointer beside the booking, not part of it: when the call fails
 * the line is left out and the booking goes on (docs/product.md §10 "In context").
 */
export async function TripRules({ source, testId }: { source: TripSource; testId: string }) {
  const [t, context] = await Promise.all([
    getTranslations('rules'),
    getRuleContext(source).catch((error: unknown) => {
      if (error instanceof BackendError) return null;
      throw error;
    }),
  ]);
  if (!context) return null;
  return (
    <ContextRuleLinks
      label={t(context.topic === 'cancellation' ? 'contextCancellation' : 'contextBooking')}
      rules={context.rules}
      faqLabel={t('contextFaq')}
      faq={context.faq}
      testId={testId}
    />
  );
}
