'use client';

import { useTranslations } from 'next-intl';
import type { AlertItem, AlertStore, AlertType } from '@/lib/alerts/store';

const tones: Record<AlertType, string> = {
  error: 'border-red-200 bg-red-50 text-red-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

/** The toasts inside AlertStack's live region, each with its close button. */
export default function AlertItems({ alerts, store }: { alerts: readonly AlertItem[]; store: AlertStore }) {
  const t = useTranslations('alerts');
  return alerts.map((alert) => (
    <div
      key={alert.id}
      role={alert.type === 'error' ? 'alert' : 'status'}
      data-testid="toast-alert"
      className={[
        'pointer-events-auto flex gap-3 rounded-lg border px-4 py-3 text-sm shadow-lg',
        tones[alert.type],
      ].join(' ')}
    >
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="sr-only">{t(`types.${alert.type}`)}</p>
        {alert.title ? <p className="font-semibold">{alert.title}</p> : null}
        {alert.message ? <p className="break-words">{alert.message}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => store.dismiss(alert.id)}
        className="tooltip tooltip-end -m-1 size-8 shrink-0 rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
        aria-label={t('dismiss')}
        data-tooltip={t('dismiss')}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
          <path d="M6.3 5.3a1 1 0 0 0-1.4 1.4L8.6 10l-3.7 3.3a1 1 0 1 0 1.4 1.4L10 11.4l3.3 3.3a1 1 0 0 0 1.4-1.4L11.4 10l3.3-3.3a1 1 0 0 0-1.4-1.4L10 8.6 6.3 5.3Z" />
        </svg>
      </button>
    </div>
  ));
}
