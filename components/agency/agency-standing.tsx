import { getLocale, getTranslations } from 'next-intl/server';
import { Alert } from '@/components/ui/alert';
import { formatPrice, CURRENCY_SYMBOLS } from '@/lib/format/price';
import { numberFormat } from '@/lib/format/number';
import type { AgencyStanding as Standing } from '@/lib/schemas/agency';
import type { Currency } from '@/lib/schemas/search';

/**
 * The agency's standing (`/agency/standing`, the director's): balance, credit limit, what is
 * available and the bonuses, with a warning when the backend says little is left (`low`: under
 * 20 % of the limit). Rendered on the server, read-only.
 */
export async function AgencyStanding({ standing }: { standing: Standing }) {
  const [t, locale] = await Promise.all([getTranslations('agencyAdmin.standing'), getLocale()]);
  const money = (amount: number) =>
    Object.hasOwn(CURRENCY_SYMBOLS, standing.currency)
      ? formatPrice(amount, standing.currency as Currency, locale)
      : `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}\u00a0${standing.currency}`;
  const figures = [
    { key: 'balance', label: t('balance'), amount: standing.balance, hint: null },
    { key: 'credit-limit', label: t('creditLimit'), amount: standing.credit_limit, hint: null },
    { key: 'available', label: t('available'), amount: standing.available, hint: t('availableHint') },
    { key: 'bonuses', label: t('bonuses'), amount: standing.bonuses, hint: t('bonusesHint') },
  ];
  return (
    <section aria-labelledby="agency-standing-title" className="space-y-4">
      <h2 id="agency-standing-title" className="sr-only">
        {t('title')}
      </h2>
      {standing.low ? (
        <div data-testid="standing-low">
          <Alert tone="warning" title={t('lowTitle')}>
            {t('low')}
          </Alert>
        </div>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.key}
            data-testid={`standing-${figure.key}`}
            className={[
              'rounded-xl border bg-white p-4 shadow-sm',
              figure.key === 'available' && standing.low
                ? 'border-amber-300 ring-1 ring-amber-200'
                : 'border-slate-200',
            ].join(' ')}
          >
            <dt className="text-sm text-slate-600">{figure.label}</dt>
            <dd
              className={[
                'mt-1 text-2xl font-semibold tabular-nums',
                figure.amount < 0 ? 'text-red-700' : 'text-slate-900',
              ].join(' ')}
            >
              {money(figure.amount)}
            </dd>
            {figure.hint ? <dd className="mt-1 text-xs text-slate-500">{figure.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
