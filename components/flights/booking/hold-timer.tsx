'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { holdTimeLeft } from '@/lib/flights/hold-time';

/**
 * The time left on the held fare, counting down each second; once it has run out, says so and
 * offers re-pricing in one click (docs/product.md §11 "Hash and booking"). The count starts after
 * hydration: the server's clock is not the browser's.
 */
export function HoldTimer({
  expiresAt,
  onReprice,
  repricing,
  disabled,
}: {
  expiresAt: string;
  onReprice: () => void;
  repricing: boolean;
  disabled: boolean;
}) {
  const t = useTranslations('flightBooking.hold');
  const [now, setNow] = useState<number | null>(null);
  const left = now === null ? undefined : holdTimeLeft(expiresAt, now);
  useEffect(() => {
    if (left === null) return;
    const timer = window.setTimeout(() => setNow(Date.now()), now === null ? 0 : 1000 - (Date.now() % 1000));
    return () => window.clearTimeout(timer);
  }, [now, left]);
  if (left === undefined) return null;
  if (left === null) {
    return (
      <div data-testid="hold-expired" className="space-y-2">
        <Alert tone="info">{t('expired')}</Alert>
        <Button variant="secondary" fullWidth loading={repricing} disabled={disabled} onClick={onReprice}>
          {t('reprice')}
        </Button>
      </div>
    );
  }
  return (
    <p data-testid="hold-left" role="timer" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
      {t('left', { time: left })}
    </p>
  );
}
