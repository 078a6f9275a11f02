'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { deleteGateway } from '@/lib/hooks/use-payment-gateways';

export interface GatewayDeleteDialogProps {
  id: number;
  name: string;
  merchant: string;
  onClose: () => void;
}

/** "Delete the payment gateway?": deletes on confirm, says so and shows the list again without it. */
export default function GatewayDeleteDialog({ id, name, merchant, onClose }: GatewayDeleteDialogProps) {
  const t = useTranslations('gateways.list');
  const { show, showApiError } = useAlerts();
  const router = useRouter();
  const remove = async () => {
    try {
      await deleteGateway(id);
      show({ type: 'success', message: t('deleted', { name, merchant }) });
      router.refresh();
    } catch (error) {
      showApiError(error);
    }
  };
  return (
    <ConfirmDialog
      open
      title={t('confirmTitle')}
      message={t('confirmMessage', { name, merchant })}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      onConfirm={remove}
      onClose={onClose}
      testId="gateway-delete-dialog"
    />
  );
}
