'use client';

import { OverlayBackdrop } from '@/components/ui/overlay-backdrop';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { formatDateTime } from '@/lib/format/date';
import { useMarkNotificationRead } from '@/lib/hooks/use-notifications';
import type { Notification } from '@/lib/schemas/notifications';
import { OperatorHtml } from '@/components/ui/operator-html';

/**
 * The dialog of one modal notification (components/notifications/notification-modal-queue.tsx picks
 * which, and loads this only when there is one). `critical` is full-screen and closes only with
 * its button; `popup` also closes with Esc or a click outside. Closing marks it read.
 */
export default function NotificationModalDialog({
  current,
  onClosed,
}: {
  current: Notification;
  onClosed: (id: number) => void;
}) {
  const t = useTranslations('notifications');
  const markRead = useMarkNotificationRead();
  const { showApiError } = useAlerts();

  const router = useRouter();

  const close = () => {
    onClosed(current.id);
    markRead(current).catch(showApiError);
  };
  // Following a link of the message is acting on it: the notice closes (read) and an in-app
  // link opens in this page, so it is not left over the page it leads to.
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (!link) return;
    close();
    const url = new URL(link.getAttribute('href') ?? '', window.location.href);
    if (url.origin !== window.location.origin || link.getAttribute('target') === '_blank') return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    router.push(`${url.pathname}${url.search}${url.hash}`);
  };
  const critical = current.category === 'critical';

  return (
    <Dialog
      key={current.id}
      open
      // Critical: neither Esc nor a click outside closes it, only the button.
      onClose={critical ? () => undefined : close}
      className="fixed inset-0 z-50"
    >
      <OverlayBackdrop className={['absolute inset-0', critical ? 'bg-slate-950/80' : 'bg-slate-900/50'].join(' ')} />
      <div className={['absolute inset-0 flex', critical ? '' : 'items-center justify-center p-4'].join(' ')}>
        <DialogPanel
          data-testid={`notification-modal-${current.category}`}
          className={[
            'flex flex-col bg-white shadow-xl',
            critical ? 'h-dvh w-full overflow-y-auto' : 'max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-2xl',
          ].join(' ')}
          style={{ borderTop: '6px solid', borderTopColor: current.color || 'var(--brand-primary)' }}
        >
          <div
            className={[
              'flex flex-1 flex-col gap-4 p-5 sm:p-8',
              critical ? 'mx-auto w-full max-w-2xl justify-center' : '',
            ].join(' ')}
          >
            <p
              className="text-xs font-semibold tracking-wide uppercase"
              style={{ color: current.color || 'var(--brand-primary)' }}
            >
              {t(`modal.${current.category === 'critical' ? 'critical' : 'popup'}`)}
            </p>
            <DialogTitle
              className={[
                'font-semibold tracking-tight text-slate-900',
                critical ? 'text-2xl sm:text-3xl' : 'text-xl',
              ].join(' ')}
            >
              {current.subject}
            </DialogTitle>
            <time dateTime={current.created_at} className="text-sm text-slate-500 tabular-nums">
              {formatDateTime(current.created_at)}
            </time>
            <div onClick={followLink}>
              <OperatorHtml html={current.message} className={critical ? 'text-lg' : ''} />
            </div>
            <div className="flex justify-end pt-2">
              <Button onClick={close} fullWidth={critical} className={critical ? 'sm:w-auto' : ''}>
                {t(critical ? 'modal.acknowledge' : 'modal.close')}
              </Button>
            </div>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
