'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { holdTimeLeft } from '@/lib/flights/hold-time';

/**
 * The time left on the held fare, counting down each second; once it has run out, says so and
 * offers re-pricing in one click (docs/product.md §11 "Hash and booking"). The count starts after
 * hydration: the server's clock is not the browser's. `compact`: the same count as one line of
 * the phone's summary bar (the page's one live timer stays the full one).
 */
export function HoldTimer({
  expiresAt,
  onReprice,
  repricing,
  disabled,
  compact = false,
}: {
  expiresAt: string;
  onReprice: () => void;
  repricing: boolean;
  disabled: boolean;
  compact?: boolean;
}) {
  const t = useTranslations('flightBooking');
  const [now, setNow] = useState<number | null>(null);
  const left = now === null ? undefined : holdTimeLeft(expiresAt, now);
  useEffect(() => {
    if (left === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), now === null ? 0 : 1000 - (Date.now() % 1000));
    return () => window.clearTimeout(timer);
  }, [now, left]);
  if (left === undefined) return null;
  if (compact) {
    return left === null ? (
      <span className="font-medium text-red-700">{t('summary.expired')}</span>
    ) : (
      <span>{t('hold.left', { time: left })}</span>
    );
  }
  if (left === null) {
    return (
      <div data-testid="hold-expired" className="space-y-2">
        <Alert tone="info">{t('hold.expired')}</Alert>
        <Button variant="secondary" fullWidth loading={repricing} disabled={disabled} onClick={onReprice}>
          {t('hold.reprice')}
        </Button>
      </div>
    );
  }
  return (
    <p data-testid="hold-left" role="timer" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {t('hold.left', { time: left })}
    </p>
  );
}
