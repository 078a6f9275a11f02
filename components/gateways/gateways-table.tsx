import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/app-link';
import { actionsColumn, CardTable } from '@/components/ui/card-table';
import { formatDate } from '@/lib/format/date';
import { GATEWAY_PROVIDER_NAMES, type Gateway } from '@/lib/schemas/gateways';
import { GatewayDelete } from './gateway-delete';

/** The agency's payment gateways as a `card-table` (cards on a phone); the secret only as when it was set. */
export async function GatewaysTable({ gateways }: { gateways: readonly Gateway[] }) {
  const t = await getTranslations('gateways.list');
  return (
    <CardTable
      testId="gateways-table"
      caption={t('caption')}
      columns={[
        { label: t('columns.provider') },
        { label: t('columns.merchant') },
        { label: t('columns.currencies') },
        { label: t('columns.status') },
        { label: t('columns.secret') },
        actionsColumn(t('columns.actions')),
      ]}
    >
      {gateways.map((gateway) => {
        const name = GATEWAY_PROVIDER_NAMES[gateway.provider];
        return (
          <tr key={gateway.id} data-testid="gateway-row" data-gateway-id={gateway.id}>
            <th scope="row" className="col-span-2 font-semibold text-slate-900 max-sm:text-base">
              {name}
            </th>
            <td data-label={t('columns.merchant')} className="font-mono text-xs break-all">
              {gateway.merchant_id}
            </td>
            <td data-label={t('columns.currencies')}>{gateway.currencies.join(', ')}</td>
            <td data-label={t('columns.status')}>
              <span className="status-badge" data-tone={gateway.enabled ? 'success' : 'info'}>
                {t(gateway.enabled ? 'enabled' : 'disabled')}
              </span>
            </td>
            <td data-label={t('columns.secret')} data-testid="gateway-secret">
              {gateway.secret_set_at ? t('secretSet', { date: formatDate(gateway.secret_set_at) }) : t('secretNotSet')}
            </td>
            <td className="col-span-2 whitespace-nowrap sm:text-right">
              <div className="flex justify-end gap-1">
                <AppLink
                  href={`/payment-gateways/${gateway.id}/edit`}
                  aria-label={t('editOf', { name })}
                  className="btn btn-ghost"
                >
                  {t('edit')}
                </AppLink>
                <GatewayDelete id={gateway.id} name={name} merchant={gateway.merchant_id} />
              </div>
            </td>
          </tr>
        );
      })}
    </CardTable>
  );
}
