'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { ApiErrorAlert, ApiErrorRetry } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { formatDate } from '@/lib/format/date';
import { useDismissalPreview, useEmployeeActions } from '@/lib/hooks/use-employees';
import type { DismissalPreview, Employee } from '@/lib/schemas/employees';

export type DismissalStep = 'orders' | 'successor' | 'confirm';

/** The wizard's steps: what the leaver leaves, who takes it (only when they leave something), the confirmation. */
export function dismissalSteps(preview: Pick<DismissalPreview, 'orders' | 'ticket_orders'>): DismissalStep[] {
  return preview.orders.length + preview.ticket_orders.length > 0
    ? ['orders', 'successor', 'confirm']
    : ['orders', 'confirm'];
}

/**
 * Dismissing an employee (docs/product.md §10 "Dismissal"): a dialog with steps. It shows the
 * leaver's open orders and ticket orders (`GET {id}/dismiss`), asks which active colleague takes
 * them, then confirms and posts `{id}/dismiss {reassign_to}`: the leaver's sessions end at once,
 * their ticketing-account links end that day, their issued sales and history stay theirs.
 */
export function DismissWizard({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const t = useTranslations('employees.dismiss');
  const preview = useDismissalPreview(employee.id);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('title', { name: employee.name })}
      closeLabel={t('close')}
      testId="dismiss-wizard"
    >
      {preview.data ? (
        <DismissSteps preview={preview.data} onClose={onClose} />
      ) : preview.error ? (
        <ApiErrorRetry error={preview.error} onRetry={() => void preview.mutate()} retryLabel={t('retry')} />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          {t('loading')}
        </p>
      )}
    </Modal>
  );
}

export function DismissSteps({ preview, onClose }: { preview: DismissalPreview; onClose: () => void }) {
  const t = useTranslations('employees.dismiss');
  const orderStatus = useTranslations('orders.status');
  const ticketStatus = useTranslations('flightList.status');
  const format = useFormatter();
  const alerts = useAlerts();
  /**
   * "1 order and 3 ticket orders", only the kinds there are (no "0 orders"), and the count the
   * sentence's verb agrees with (two kinds: plural).
   */
  const handover = (orders: number, tickets: number) => {
    const parts = [
      orders ? t('orderCount', { count: orders }) : null,
      tickets ? t('ticketCount', { count: tickets }) : null,
    ].filter((part): part is string => part !== null);
    return { what: format.list(parts, { type: 'conjunction' }), count: parts.length > 1 ? 2 : orders + tickets };
  };
  const { dismissEmployee } = useEmployeeActions();
  const steps = dismissalSteps(preview);
  const [chosenStep, setStep] = useState(0);
  // The preview is read again after the dismissal, with nothing open left: its steps shrink
  // to two while the wizard is on the third, which is the last one still.
  const step = Math.min(chosenStep, steps.length - 1);
  const [heir, setHeir] = useState('');
  const [heirMissing, setHeirMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const current = steps[step]!;
  const open = [...preview.orders, ...preview.ticket_orders];
  const heirName = preview.colleagues.find((c) => String(c.id) === heir)?.name ?? '';
  const statusOf = (order: (typeof open)[number]) => {
    const names = order.kind === 'ticket' ? ticketStatus : orderStatus;
    return names.has(order.status) ? names(order.status) : order.status;
  };

  const next = () => {
    if (current === 'successor' && !heir) {
      setHeirMissing(true);
      return;
    }
    setStep(step + 1);
  };
  const dismiss = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await dismissEmployee(preview.employee.id, heir ? Number(heir) : undefined);
      alerts.show({
        type: 'success',
        title: t('done', { name: preview.employee.name }),
        message: heir
          ? t('handedOver', {
              ...handover(answer.reassigned.orders, answer.reassigned.ticket_orders),
              name: heirName,
            })
          : answer.message,
      });
      onClose();
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4" data-testid="dismiss-step" data-step={current}>
      <p className="text-sm font-medium text-slate-600" aria-live="polite">
        {t('step', { step: step + 1, steps: steps.length })}: {t(`steps.${current}`)}
      </p>
      {current === 'orders' ? (
        open.length === 0 ? (
          <p
            data-testid="dismiss-no-orders"
            className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700"
          >
            {t('noOrders')}
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">
              {t('openOrders', handover(preview.orders.length, preview.ticket_orders.length))}
            </p>
            <ul
              className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm"
              data-testid="dismiss-orders"
            >
              {open.map((order) => (
                <li
                  key={`${order.kind}-${order.id}`}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                >
                  <span className="font-medium text-slate-900">
                    {order.kind === 'ticket' ? t('ticketOrder') : t('order')} {order.number}
                  </span>
                  <span className="text-slate-600">
                    {statusOf(order)} · {formatDate(order.created_at)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
      {current === 'successor' ? (
        preview.colleagues.length === 0 ? (
          <p role="alert" className="text-sm text-red-700">
            {t('noColleagues')}
          </p>
        ) : (
          <Select
            id="dismiss-heir"
            label={t('heir')}
            required
            placeholder={t('choose')}
            hint={t('heirHint')}
            options={preview.colleagues.map((c) => ({ value: String(c.id), label: c.name }))}
            value={heir}
            error={heirMissing && !heir ? t('heirRequired') : undefined}
            onChange={(event) => setHeir(event.target.value)}
          />
        )
      ) : null}
      {current === 'confirm' ? (
        <div className="space-y-2 text-sm text-slate-700" data-testid="dismiss-summary">
          <p>{t('confirmText', { name: preview.employee.name })}</p>
          {heir ? (
            <p>
              {t('confirmHandover', {
                ...handover(preview.orders.length, preview.ticket_orders.length),
                name: heirName,
              })}
            </p>
          ) : null}
          <p>{t('confirmSessions')}</p>
        </div>
      ) : null}
      <ApiErrorAlert error={failure} />
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={step === 0 ? onClose : () => setStep(step - 1)} disabled={busy}>
          {step === 0 ? t('cancel') : t('back')}
        </Button>
        {current === 'confirm' ? (
          <Button variant="danger" loading={busy} onClick={() => void dismiss()}>
            {t('confirm')}
          </Button>
        ) : (
          <Button onClick={next} disabled={current === 'successor' && preview.colleagues.length === 0}>
            {t('next')}
          </Button>
        )}
      </div>
    </div>
  );
}
