'use client';

import { useTranslations } from 'next-intl';
import { CardTable } from '@/components/ui/card-table';
import { EmployeeCells } from '@/components/ui/employee-cells';
import type { Employee } from '@/lib/schemas/employees';

export type EmployeeAction = 'edit' | 'block' | 'unblock' | 'hire' | 'dismiss';

const TONES: Record<string, string> = { active: 'success', blocked: 'danger', dismissed: 'neutral' };

/** What may be done to an employee in a status: nobody blocks or dismisses themselves. */
export function actionsFor(employee: Pick<Employee, 'id' | 'status'>, selfId: number): EmployeeAction[] {
  const self = employee.id === selfId;
  if (employee.status === 'active') return self ? ['edit'] : ['edit', 'block', 'dismiss'];
  if (employee.status === 'blocked') return self ? ['edit'] : ['edit', 'unblock', 'dismiss'];
  return self ? ['edit'] : ['edit', 'hire'];
}

/** The employees as a table, a card per employee on a phone (`card-table`), with each one's actions. */
export function EmployeesTable({
  employees,
  canAct,
  selfId,
  onAction,
}: {
  employees: Employee[];
  canAct: (employee: Employee) => boolean;
  selfId: number;
  onAction: (action: EmployeeAction, employee: Employee) => void;
}) {
  const t = useTranslations('employees');
  const label = (group: 'statuses', key: string) => (t.has(`${group}.${key}`) ? t(`${group}.${key}`) : key);
  return (
    <CardTable
      testId="employees-table"
      caption={t('caption')}
      columns={[
        { label: t('name') },
        { label: t('position') },
        { label: t('email') },
        { label: t('office') },
        { label: t('status') },
        { label: t('actions') },
      ]}
    >
      {employees.map((employee) => (
        <tr key={employee.id} data-testid="employee-row" data-employee-id={employee.id}>
          <EmployeeCells member={employee} labels={{ position: t('position'), email: t('email') }} />
          <td data-label={t('office')}>{employee.office?.name ?? '—'}</td>
          <td data-label={t('status')}>
            <span className="status-badge" data-tone={TONES[employee.status] ?? 'neutral'}>
              {label('statuses', employee.status)}
            </span>
          </td>
          <td data-label={t('actions')} className="col-span-2">
            {canAct(employee) ? (
              // One line when the table has the room, else wrapped: the e-mails beside them never break.
              <div className="flex flex-wrap gap-1.5">
                {actionsFor(employee, selfId).map((action) => (
                  <button
                    key={action}
                    type="button"
                    onClick={() => onAction(action, employee)}
                    aria-label={t(`rowActions.${action}`, { name: employee.name })}
                    className={`btn btn-secondary min-h-8 px-2.5 py-1 text-xs ${action === 'dismiss' || action === 'block' ? 'text-red-700' : ''}`}
                  >
                    {t(`actionNames.${action}`)}
                  </button>
                ))}
              </div>
            ) : (
              <span className="text-slate-400">—</span>
            )}
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
