import { useTranslations } from 'next-intl';
import { durationParts } from '@/lib/flights/duration';

/** "3 h 05 min" in the reader's language. */
export function FlightDuration({ minutes, className }: { minutes: number; className?: string }) {
  const t = useTranslations('flights');
  return (
    <span className={['whitespace-nowrap tabular-nums', className].filter(Boolean).join(' ')}>
      {t('duration', durationParts(minutes))}
    </span>
  );
}
