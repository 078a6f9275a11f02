'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAlerts } from '@/lib/alerts/use-alerts';
import { useEmployeeActions, type StatusAction } from '@/lib/hooks/use-employees';
import type { EmployeeCaller } from '@/lib/employees/employee-rights';
import type { EmployeeFormOptions } from '@/lib/schemas/employees';
import { DismissWizard } from './dismiss-wizard';
import { EmployeeFormDialog } from './employee-form-dialog';
import type { OpenDialog } from './employees-page';

/**
 * The employees screen's dialogs, loaded when one is first needed: the form (create, edit), the
 * dismissal wizard, and the confirmations of block, unblock and hire, each with its result as an
 * alert (a refusal such as the last director's 409 in the backend's words).
 */
export function EmployeeDialogs({
  dialog,
  options,
  caller,
  onClose,
}: {
  dialog: NonNullable<OpenDialog>;
  options: EmployeeFormOptions;
  caller: EmployeeCaller;
  onClose: () => void;
}) {
  if (dialog.action === 'create')
    return <EmployeeFormDialog id={null} options={options} caller={caller} onClose={onClose} />;
  if (dialog.action === 'edit')
    return <EmployeeFormDialog id={dialog.employee.id} options={options} caller={caller} onClose={onClose} />;
  if (dialog.action === 'dismiss') return <DismissWizard employee={dialog.employee} onClose={onClose} />;
  return <StatusDialog action={dialog.action} id={dialog.employee.id} name={dialog.employee.name} onClose={onClose} />;
}

function StatusDialog({
  action,
  id,
  name,
  onClose,
}: {
  action: StatusAction;
  id: number;
  name: string;
  onClose: () => void;
}) {
  const t = useTranslations('employees.confirm');
  const alerts = useAlerts();
  const { changeStatus } = useEmployeeActions();
  return (
    <ConfirmDialog
      open
      testId="employee-confirm"
      tone={action === 'block' ? 'danger' : 'primary'}
      title={t(`${action}.title`, { name })}
      message={t(`${action}.message`, { name })}
      confirmLabel={t(`${action}.confirm`)}
      cancelLabel={t('cancel')}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await changeStatus(id, action);
          alerts.show({ type: 'success', message: t(`${action}.done`, { name }) });
        } catch (error) {
          alerts.showApiError(error);
        }
      }}
    />
  );
}
