'use client';

import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { formatCalendarDate } from '@/lib/format/date';
import type { Fare } from '@/lib/schemas/flights';
import type { TicketBookingFormOutput } from '@/lib/shared/tourist-rules';

/**
 * The freeze check before booking (docs/product.md §11 "The booking page"): for a regular fare,
 * exactly what cannot change once its ticket is confirmed (each passenger's surname, name and date
 * of birth, and the travel dates) with the Latin transliteration hint, and the agent's tick that
 * they were checked against the passports; for a charter, the same data to look over.
 */
export function FreezeCheck({
  fare,
  passengers,
  checked,
  onCheck,
}: {
  fare: Fare;
  passengers: TicketBookingFormOutput['tourists'];
  checked: boolean;
  onCheck: (checked: boolean) => void;
}) {
  const t = useTranslations('flightBooking.freeze');
  const regular = fare.flight_type === 'regular';
  return (
    <div data-testid="freeze-check" className="space-y-3">
      <p className={regular ? 'font-medium text-slate-900' : undefined}>{t(regular ? 'regular' : 'charter')}</p>
      <div>
        <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('passengers')}</h3>
        <ul data-testid="freeze-passengers" className="mt-1 space-y-0.5">
          {passengers.map((passenger, index) => (
            <li key={index}>
              <span className="font-medium">
                {passenger.surname.toUpperCase()} {passenger.name.toUpperCase()}
              </span>
              , {formatCalendarDate(passenger.birth_date)}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('dates')}</h3>
        <ul data-testid="freeze-dates" className="mt-1 space-y-0.5">
          {fare.segments.map((segment) => {
            const first = segment.legs[0]!;
            const last = segment.legs[segment.legs.length - 1]!;
            return (
              <li key={segment.direction}>
                {t(`segment.${segment.direction}`)}: {first.from.code} → {last.to.code},{' '}
                {formatCalendarDate(first.departure.date)} {first.departure.time}
              </li>
            );
          })}
        </ul>
      </div>
      <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">{t('hint')}</p>
      {regular ? (
        <Checkbox
          id="freeze-confirm"
          label={t('confirm')}
          checked={checked}
          onChange={(event) => onCheck(event.target.checked)}
        />
      ) : null}
    </div>
  );
}
