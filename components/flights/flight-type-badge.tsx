import { useTranslations } from 'next-intl';
import type { FlightType } from '@/lib/schemas/flights';

/** Charter or regular, the same two tones as the tour search's flights (components/search/offer/offer-flights.tsx). */
export function FlightTypeBadge({ type }: { type: FlightType }) {
  const t = useTranslations('flights.leg');
  return (
    <span
      data-testid="flight-type"
      data-type={type}
      className={`rounded px-1.5 py-0.5 text-xs font-medium ${type === 'regular' ? 'bg-violet-50 text-violet-800' : 'bg-slate-100 text-slate-700'}`}
    >
      {t(type)}
    </span>
  );
}
