import { useLocale, useTranslations } from 'next-intl';
import { fareRuleLines } from '@/lib/flights/rules';
import { useTranslate } from '@/lib/i18n/use-translate';
import type { FareRules as Rules, FlightType } from '@/lib/schemas/flights';

/** A fare's rules as sentences (lib/flights/rules.ts); `heading` false leaves the title out. */
export function FareRules({
  rules,
  flightType,
  heading = true,
}: {
  rules: Rules;
  flightType: FlightType;
  heading?: boolean;
}) {
  const t = useTranslations('flights.rules');
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <div data-testid="fare-rules" className="grid gap-1 text-sm text-slate-700">
      {heading ? <p className="font-medium text-slate-900">{t('title')}</p> : null}
      <ul className="grid list-disc gap-0.5 pl-5">
        {fareRuleLines(rules, flightType, translate, locale).map((line) => (
          <li key={line.kind} data-rule={line.kind}>
            {line.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
