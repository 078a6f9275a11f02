import { getLocale, getTranslations } from 'next-intl/server';
import { CardTable } from '@/components/ui/card-table';
import { numberFormat } from '@/lib/format/number';
import type { AgencyCommission as Commission } from '@/lib/schemas/agency';

/**
 * The agency's commission (`/agency/commission`): one row per product, one column per season,
 * then what a booking earns on top of it and why; read-only, the demo backend's one table
 * (docs/product.md "Commission and contract"). Rendered on the server (no script); a card per product on a phone.
 */
export async function AgencyCommission({ commission }: { commission: Commission }) {
  const [t, locale] = await Promise.all([getTranslations('agencyAdmin.commission'), getLocale()]);
  const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const seasons = commission.seasons.map((season) => ({
    ...season,
    label: t('season', { name: season.name, from: season.from, to: season.to }),
  }));
  return (
    <div className="space-y-3">
      <CardTable
        testId="agency-commission-table"
        caption={t('caption')}
        head={
          <>
            <th scope="col">{t('product')}</th>
            {seasons.map((season) => (
              <th key={season.code} scope="col" className="text-right">
                {season.label}
              </th>
            ))}
          </>
        }
      >
        {commission.rates.map((rate) => (
          <tr key={rate.product} data-testid={`commission-${rate.product}`}>
            <th scope="row" className="col-span-2 font-semibold text-slate-900 sm:font-medium">
              {rate.name}
            </th>
            {seasons.map((season) => (
              <td key={season.code} data-label={season.label} className="tabular-nums sm:text-right">
                {percent.format((rate.percent[season.code] ?? 0) / 100)}
              </td>
            ))}
          </tr>
        ))}
      </CardTable>
      <p className="text-sm text-slate-600">{t('note')}</p>
      <section aria-labelledby="commission-extras" className="text-sm text-slate-700">
        <h3 id="commission-extras" className="font-semibold text-slate-900">
          {t('extras')}
        </h3>
        <ul data-testid="agency-commission-extras" className="mt-1 list-disc space-y-1 pl-5">
          {commission.extras.map((extra) => (
            <li key={extra.code}>
              <strong>{`${extra.name} +${percent.format(extra.percent / 100)}`}</strong>: {extra.reason}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
