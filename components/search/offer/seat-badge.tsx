import { useTranslations } from 'next-intl';
import { seatLevel, seatLevels, type SeatLevel } from '@/lib/search/seats';

const tones: Record<SeatLevel, string> = {
  available: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  few: 'bg-amber-50 text-amber-900 ring-amber-300',
  request: 'bg-red-50 text-red-800 ring-red-200',
};

const dots: Record<SeatLevel, string> = { available: 'bg-emerald-500', few: 'bg-amber-500', request: 'bg-red-500' };

/** Seats left on a flight: colour and words, so it reads without colour too; the exact count up to `few` (lib/search/seats.ts). */
export function SeatBadge({ seats, few }: { seats: number; few?: number }) {
  const t = useTranslations('searchResults.flight.seats');
  const level = few === undefined ? seatLevel(seats) : seatLevels(few)(seats);
  return (
    <span
      data-testid="seat-badge"
      data-level={level}
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${tones[level]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${dots[level]}`} />
      {level === 'few' ? t('few', { count: seats }) : t(level)}
    </span>
  );
}
