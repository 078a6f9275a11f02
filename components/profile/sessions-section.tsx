'use client';

import { lazy, Suspense, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { Button } from '@/components/ui/button';
import { actionsColumn, CardTable } from '@/components/ui/card-table';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { formatDateTime, formatTimeAgo } from '@/lib/format/date';
import { useNow } from '@/lib/hooks/use-now';
import { useProfileActions, useSessions } from '@/lib/hooks/use-profile';
import type { Session } from '@/lib/schemas/profile';
import { UNKNOWN_AGENT } from '@/lib/shared/user-agent';

// The dialog (Headless UI's) is fetched on the first request to end a session, not with the page:
// the page's first-load budget (docs/performance.md) has no room for it.
const ConfirmDialog = lazy(() =>
  import('@/components/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** What the confirmation asks about: one session, or every session but this one. */
type Pending = { kind: 'one'; session: Session } | { kind: 'others' };

/** "Chrome 131", or the name alone when the version is unknown. */
const named = (name: string, version: string | null) => (version ? `${name} ${version}` : name);

/**
 * Active sessions (docs/product.md §10 "The profile"): each with its device, browser and system
 * with their versions, place and address, start and last use ("5 minutes ago" within a day, the
 * date after), this device marked; end one (not this one: that is logging out) or every other,
 * each after a confirmation. An ended session is logged out on its next request. `renderedAt`:
 * when the server read the list, the "now" of the first render (lib/hooks/use-now.ts).
 */
export function SessionsSection({ sessions: initial, renderedAt }: { sessions: Session[]; renderedAt: number }) {
  const t = useTranslations('profile.sessions');
  const locale = useLocale();
  const now = useNow(renderedAt);
  const actions = useTranslations('profile.actions');
  const alerts = useAlerts();
  const { data: sessions = initial } = useSessions(initial);
  const { terminateSession, terminateOthers } = useProfileActions();
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const others = sessions.filter((session) => !session.current);
  // Kept while the dialog closes, so its text does not change under the fade.
  const [shown, setShown] = useState<Pending | null>(null);

  const ask = (next: Pending) => {
    setShown(next);
    setPending(next);
  };

  const confirm = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      if (pending.kind === 'one') {
        const { session } = pending;
        await terminateSession(session.id);
        alerts.show({
          type: 'success',
          message: t('endedOne', { device: describe(session), place: session.place ?? t('unknownPlace') }),
        });
      } else {
        const count = others.length;
        await terminateOthers();
        alerts.show({ type: 'success', message: t('endedOthers', { count }) });
      }
    } catch (error) {
      setFailure(error);
    }
  };

  const describe = (session: Session) => {
    const browser =
      session.browser === UNKNOWN_AGENT ? t('unknownBrowser') : named(session.browser, session.browser_version);
    const system = session.os === UNKNOWN_AGENT ? t('unknownSystem') : named(session.os, session.os_version);
    return `${browser} · ${system}`;
  };

  return (
    <section aria-labelledby="sessions-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="sessions-title" className="text-base font-semibold text-slate-900">
            {t('title')}
          </h3>
          <p className="text-sm text-slate-600">{t('note')}</p>
        </div>
        <Button variant="secondary" disabled={others.length === 0} onClick={() => ask({ kind: 'others' })}>
          {t('endOthers')}
        </Button>
      </div>
      <ApiErrorAlert error={failure} />
      <CardTable
        testId="sessions-table"
        caption={t('caption')}
        columns={[
          { label: t('device') },
          { label: t('place') },
          { label: t('started') },
          { label: t('lastSeen') },
          actionsColumn(t('actions')),
        ]}
      >
        {sessions.map((session) => (
          <tr key={session.id} data-testid="session-row" data-current={session.current || undefined}>
            <td className="col-span-2 sm:min-w-56">
              <span className="font-medium text-slate-900">{describe(session)}</span>
              <span className="block text-xs text-slate-600">{t(`devices.${session.device}`)}</span>
              {session.current ? (
                <span className="status-badge mt-1" data-tone="success">
                  {t('thisDevice')}
                </span>
              ) : null}
            </td>
            <td data-label={t('place')}>
              {session.place ?? t('unknownPlace')}
              {session.ip ? <span className="block text-xs text-slate-600 tabular-nums">{session.ip}</span> : null}
            </td>
            <td data-label={t('started')} className="whitespace-nowrap tabular-nums">
              {formatDateTime(session.created_at)}
            </td>
            <td data-label={t('lastSeen')} className="whitespace-nowrap tabular-nums">
              <time dateTime={session.last_seen_at} title={formatDateTime(session.last_seen_at)}>
                {formatTimeAgo(session.last_seen_at, now, locale) ?? formatDateTime(session.last_seen_at)}
              </time>
            </td>
            <td className="col-span-2 sm:text-right">
              {session.current ? null : (
                <Button
                  variant="secondary"
                  className="w-full sm:w-auto"
                  onClick={() => ask({ kind: 'one', session })}
                  aria-label={t('endOneNamed', { device: describe(session) })}
                >
                  {t('endOne')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </CardTable>
      {shown ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={pending !== null}
            title={shown.kind === 'others' ? t('endOthersTitle') : t('endOneTitle')}
            message={
              shown.kind === 'one'
                ? t('endOneMessage', {
                    device: describe(shown.session),
                    place: shown.session.place ?? t('unknownPlace'),
                  })
                : t('endOthersMessage', { count: others.length })
            }
            confirmLabel={shown.kind === 'others' ? t('endOthers') : t('endOne')}
            cancelLabel={actions('cancel')}
            onConfirm={confirm}
            onClose={() => setPending(null)}
            testId="session-end-dialog"
          />
        </Suspense>
      ) : null}
    </section>
  );
}
