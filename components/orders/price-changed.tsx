import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export interface PriceChangedProps {
  /** Whose texts: the tour booking's or the flight ticket's (`title`, `message` {old, current}, `accept` {total}). */
  messages: 'booking.priceChanged' | 'flightBooking.priceChanged';
  /** The amounts as shown (formatPrice). */
  old: string;
  current: string;
  onAccept: () => void;
  busy: boolean;
  disabled?: boolean;
}

/** A booking's 409 `price_changed`: old → new, nothing booked, and one button to book at the new price. */
export function PriceChanged({ messages, old, current, onAccept, busy, disabled = false }: PriceChangedProps) {
  const t = useTranslations(messages);
  return (
    <div data-testid="price-changed" className="space-y-2">
      <Alert tone="error" title={t('title')}>
        {t('message', { old, current })}
      </Alert>
      <Button fullWidth loading={busy} disabled={disabled} onClick={onAccept}>
        {t('accept', { total: current })}
      </Button>
    </div>
  );
}
