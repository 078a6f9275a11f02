import type { z } from 'zod';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { CardTable } from '@/components/ui/card-table';
import { formatCalendarDate } from '@/lib/format/date';
import { orderPath } from '@/lib/orders/paths';
import type { subpartitionTouristSchema } from '@/lib/schemas/subpartitions';
import { Identifier } from '@/components/ui/identifier';

type Tourist = z.infer<typeof subpartitionTouristSchema>;

/** A sub-partition's tourists as a `card-table` (cards on a phone), each with the order it travels on. */
export async function SubpartitionTouristsTable({ tourists }: { tourists: readonly Tourist[] }) {
  const t = await getTranslations('subpartitions.tourists');
  return (
    <CardTable
      testId="subpartition-tourists-table"
      caption={t('caption')}
      columns={[
        { label: t('columns.tourist') },
        { label: t('columns.birth') },
        { label: t('columns.order') },
        { label: t('columns.owner') },
      ]}
    >
      {tourists.map((tourist) => (
        <tr key={tourist.id} data-testid="subpartition-tourist-row">
          <th scope="row" className="col-span-2 font-semibold text-slate-900">
            {tourist.surname} {tourist.name}
          </th>
          <td data-label={t('columns.birth')} className="tabular-nums">
            {formatCalendarDate(tourist.birth_date)}
          </td>
          <td data-label={t('columns.order')}>
            <AppLink href={orderPath(tourist.order.id)} className="font-medium text-brand-ink hover:underline">
              <Identifier>{tourist.order.number}</Identifier>
            </AppLink>
          </td>
          <td data-label={t('columns.owner')}>{tourist.owner.name}</td>
        </tr>
      ))}
    </CardTable>
  );
}
