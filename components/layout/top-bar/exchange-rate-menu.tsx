import { getLocale, getTranslations } from 'next-intl/server';
import type { RateView } from '@/lib/exchange-rate/display';
import { formatRate } from '@/lib/format/number';
import { Icon } from '../icons';
import { HeaderDropdown } from './header-dropdown';
import { PanelHeading } from './panel-heading';

/**
 * Exchange-rate dropdown (docs/product.md §4): both rates only when both max values exist, else the
 * "no rate set for today" text. Each rate says what it is, lei per unit ("1 EUR = 19,45 MDL"). The layout leaves it out for the `ua` theme (docs/architecture.md §4).
 * The panel is rendered here on the server (the rate is the server's, read once per page), so the
 * browser gets its markup and no formatting code.
 */
export async function ExchangeRateMenu({ view }: { view: RateView }) {
  const [t, locale] = await Promise.all([getTranslations('shell'), getLocale()]);
  return (
    <HeaderDropdown testId="rate-menu" label={t('rateMenu')} trigger={<Icon name="currency" />} panelClassName="w-72">
      <PanelHeading>
        {view.kind !== 'unavailable' && view.date ? t('rateTitle', { date: view.date }) : t('rateToday')}
      </PanelHeading>
      <div className="px-4 py-3">
        {view.kind === 'rates' ? (
          <>
            <dl className="grid gap-2" data-testid="rate-values">
              {(
                [
                  ['EUR', view.eur],
                  ['USD', view.usd],
                ] as const
              ).map(([code, value]) => (
                <div key={code} className="flex items-baseline justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
                  <dt className="text-xs font-semibold tracking-wide text-slate-500">{code}</dt>
                  <dd className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
                    {t('ratePair', { currency: code, rate: formatRate(value, locale) })}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-xs text-slate-500">{t('rateNote')}</p>
          </>
        ) : (
          <p className="text-sm text-slate-600" data-testid="rate-empty">
            {view.kind === 'none' ? t('rateNone') : t('rateUnavailable')}
          </p>
        )}
      </div>
    </HeaderDropdown>
  );
}
