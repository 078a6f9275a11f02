'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { deleteGateway } from '@/lib/hooks/use-payment-gateways';

/** A gateway's "Delete": asks first, then deletes, says so and shows the list again without it. */
export function GatewayDelete({ id, name, merchant }: { id: number; name: string; merchant: string }) {
  const t = useTranslations('gateways.list');
  const alerts = useTranslations('alerts.success');
  const { show, showApiError } = useAlerts();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const remove = async () => {
    try {
      await deleteGateway(id);
      show({ type: 'success', message: alerts('recordDeleted') });
      router.refresh();
    } catch (error) {
      showApiError(error);
    }
  };
  return (
    <>
      <Button variant="ghost" aria-label={t('deleteOf', { name })} onClick={() => setOpen(true)} className="text-red-700">
        {t('delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('confirmTitle')}
        message={t('confirmMessage', { name, merchant })}
        confirmLabel={t('confirm')}
        cancelLabel={t('cancel')}
        onConfirm={remove}
        onClose={() => setOpen(false)}
        testId="gateway-delete-dialog"
      />
    </>
  );
}
