import { formatPrice } from '@/lib/format/price';
import type { FareRules, FlightType } from '@/lib/schemas/flights';
import type { Translate } from '@/lib/shared/offer-summary';

export type FareRuleKind = 'refund' | 'times' | 'cancellation' | 'checkIn' | 'ticketing';

/**
 * A fare's rules as sentences in the reader's language, in the order an agent reads them
 * (docs/product.md §11 "rules"): a regular fare is non-refundable; a charter's times may move and
 * it may be cancelled before ticketing for its penalty; check-in opens N hours and closes N
 * minutes before departure; when the e-tickets are issued. `intlLocale` formats the penalty
 * (`uk` for `ua`, lib/i18n/locales.ts formattingLocale).
 */
export function fareRuleLines(
  rules: FareRules,
  flightType: FlightType,
  t: Translate,
  intlLocale: string,
): Array<{ kind: FareRuleKind; text: string }> {
  const lines: Array<{ kind: FareRuleKind; text: string }> = [];
  if (!rules.refundable)
    lines.push({
      kind: 'refund',
      text: t(flightType === 'regular' ? 'flights.rules.regularNonRefundable' : 'flights.rules.nonRefundable'),
    });
  if (rules.times_may_change) lines.push({ kind: 'times', text: t('flights.rules.timesMayChange') });
  if (rules.cancellation) {
    lines.push({
      kind: 'cancellation',
      text:
        rules.cancellation.penalty > 0
          ? t('flights.rules.cancellation', { penalty: formatPrice(rules.cancellation.penalty, 'EUR', intlLocale) })
          : t('flights.rules.cancellationFree'),
    });
  }
  lines.push({
    kind: 'checkIn',
    text: t('flights.rules.checkIn', { open: rules.check_in.open_hours, close: rules.check_in.close_minutes }),
  });
  lines.push({
    kind: 'ticketing',
    text:
      rules.ticketing_after_payment_min > 0
        ? t('flights.rules.ticketing', { minutes: rules.ticketing_after_payment_min })
        : t('flights.rules.ticketingAtOnce'),
  });
  return lines;
}
