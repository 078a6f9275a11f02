import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { actionsColumn, CardTable } from '@/components/ui/card-table';
import type { Subpartition } from '@/lib/schemas/subpartitions';

/** The sub-partitions as a `card-table` (cards on a phone), each with its edit form and tourist list. */
export async function SubpartitionsTable({ subpartitions }: { subpartitions: readonly Subpartition[] }) {
  const t = await getTranslations('subpartitions.list');
  return (
    <CardTable
      testId="subpartitions-table"
      caption={t('caption')}
      columns={[
        { label: t('columns.name') },
        { label: t('columns.manager') },
        { label: t('columns.members') },
        { label: t('columns.tourists'), numeric: true },
        actionsColumn(t('columns.actions')),
      ]}
    >
      {subpartitions.map((sub) => (
        <tr key={sub.id} data-testid="subpartition-row" data-subpartition-id={sub.id}>
          <th scope="row" className="col-span-2 font-semibold text-slate-900 max-sm:text-base">
            {sub.name}
          </th>
          <td data-label={t('columns.manager')}>{sub.manager?.name ?? t('noManager')}</td>
          <td data-label={t('columns.members')} data-testid="subpartition-members">
            {sub.members.length ? sub.members.map((member) => member.name).join(', ') : t('noMembers')}
          </td>
          <td data-label={t('columns.tourists')} className="tabular-nums sm:text-right">
            {sub.tourists}
          </td>
          <td className="col-span-2 whitespace-nowrap sm:text-right">
            <div className="flex justify-end gap-1">
              <AppLink
                href={`/subpartitions/tourist-list/${sub.id}`}
                aria-label={t('touristsOf', { name: sub.name })}
                className="btn btn-ghost"
              >
                {t('tourists')}
              </AppLink>
              <AppLink
                href={`/subpartitions/edit/${sub.id}`}
                aria-label={t('editOf', { name: sub.name })}
                className="btn btn-ghost"
              >
                {t('edit')}
              </AppLink>
            </div>
          </td>
        </tr>
      ))}
    </CardTable>
  );
}
