'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { ticketCancellationTerms } from '@/lib/shared/ticket-cancellation';
import { formatPrice } from '@/lib/format/price';
import { useTicketOrderActions } from '@/lib/hooks/use-ticket-order';
import type { TicketOrder } from '@/lib/schemas/flights';

/**
 * Cancelling a ticket order the backend allows it for (a charter before ticketing, a hold with
 * nothing paid): the dialog says the fare's rule and what it costs now (penalty, refund) before
 * the agent confirms (docs/product.md §11 "Cancellation").
 */
export function TicketOrderCancel({ order }: { order: TicketOrder }) {
  const t = useTranslations('flightList.cancel');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const { cancelTicketOrder } = useTicketOrderActions(order.id);
  const { show, showApiError } = useAlerts();
  const money = (amount: number) => formatPrice(amount, order.currency, locale);
  const terms = ticketCancellationTerms(order, order.rules);

  const confirm = async () => {
    try {
      await cancelTicketOrder();
      show({ type: 'success', message: t('done', { number: order.number }) });
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('confirm')}
      </Button>
      <ConfirmDialog
        open={open}
        testId="flight-order-cancel-dialog"
        title={t('title', { number: order.number })}
        message={
          <>
            <span className="block">
              {order.paid === 0
                ? t('unpaid')
                : t('charterRule', { penalty: money(order.rules.cancellation?.penalty ?? terms.penalty) })}
            </span>
            <span data-testid="flight-order-cancel-terms" className="mt-2 block font-semibold">
              {t('terms', { penalty: money(terms.penalty), refund: money(terms.refund) })}
            </span>
            <span className="mt-2 block">{t('final')}</span>
          </>
        }
        confirmLabel={t('confirm')}
        cancelLabel={t('keep')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
