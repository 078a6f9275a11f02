'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiErrorAlert, ApiErrorRetry } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { FormField, controlClass } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { formatCalendarDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { useOrderActions } from '@/lib/hooks/use-order-actions';
import { useCancelConditions } from '@/lib/hooks/use-order';

/**
 * Request cancellation: first what it costs now (GET cancel_request: conditions, penalty, refund,
 * free-until), then a required reason and the POST. Nothing is sent before the conditions are shown.
 */
export function CancelRequestDialog({
  orderId,
  orderNumber,
  open,
  onClose,
}: {
  orderId: number;
  orderNumber: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('orders.cancel');
  const locale = useLocale();
  const { show } = useAlerts();
  const { data: conditions, error: loadError, mutate } = useCancelConditions(orderId, open);
  const { requestCancellation } = useOrderActions(orderId);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<unknown>(null);
  const money = (amount: number) => formatPrice(amount, 'EUR', locale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    setSending(true);
    setSendError(null);
    try {
      await requestCancellation(reason.trim());
      show({ type: 'success', message: t('sent', { number: orderNumber }) });
      onClose();
    } catch (error) {
      setSendError(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={() => (sending ? undefined : onClose())}
      title={t('title')}
      closeLabel={t('close')}
      testId="cancel-dialog"
    >
      <ApiErrorRetry error={loadError} onRetry={() => void mutate()} retryLabel={t('retry')} />
      {!conditions && !loadError ? (
        <p role="status" className="text-slate-600">
          {t('loading')}
        </p>
      ) : null}
      {conditions ? (
        <form method="post" onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <div data-testid="cancel-conditions" className="space-y-2 text-sm text-slate-800">
            {conditions.conditions.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
            <dl className="grid grid-cols-[auto_auto] justify-start gap-x-4 gap-y-1">
              <dt className="text-slate-600">{t('penalty')}</dt>
              <dd data-testid="cancel-penalty" className="font-semibold tabular-nums">
                {money(conditions.penalty)} ({t('percent', { percent: conditions.percent })})
              </dd>
              <dt className="text-slate-600">{t('refund')}</dt>
              <dd data-testid="cancel-refund" className="tabular-nums">
                {money(conditions.refund)}
              </dd>
              <dt className="text-slate-600">{t('freeUntil')}</dt>
              <dd data-testid="cancel-free-until">
                {conditions.free_until ? formatCalendarDate(conditions.free_until) : t('noFreeCancellation')}
              </dd>
            </dl>
          </div>
          <FormField id="cancel-reason" label={t('reason')} required error={missing ? t('reasonRequired') : undefined}>
            {(a11y) => (
              <textarea
                {...a11y}
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  if (event.target.value.trim()) setMissing(false);
                }}
                className={controlClass}
              />
            )}
          </FormField>
          <ApiErrorAlert error={sendError} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={sending}>
              {t('keep')}
            </Button>
            <Button type="submit" variant="danger" loading={sending}>
              {t('submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
