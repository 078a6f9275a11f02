import { useTranslations } from 'next-intl';
import { DateRangeInputs } from '@/components/ui/date-range-inputs';
import { FilterForm } from '@/components/ui/filter-form';
import { BONUSES_PATH, type BonusesQuery } from '@/lib/orders/bonuses-query';
import { dateLimits } from '@/lib/search/date-range';
import { portalToday } from '@/lib/format/date';

/**
 * The bonus journal's filter, rendered on the server (docs/architecture.md "Server-first screens"):
 * a GET form to the journal whose created-date range is named as the URL's keys, so it filters
 * without script; a new range starts at page 1.
 */
export function BonusFilterForm({ query }: { query: BonusesQuery }) {
  const t = useTranslations('bonuses');
  return (
    <FilterForm
      name="bonuses"
      messages="bonuses.filters"
      action={BONUSES_PATH}
      active={[query.created_from, query.created_to].filter(Boolean).length}
    >
      <div className="lg:col-span-2">
        <DateRangeInputs
          id="bonuses-created"
          label={t('created')}
          fromLabel={t('from')}
          toLabel={t('to')}
          names={{ from: 'created_from', to: 'created_to' }}
          value={{ from: query.created_from, to: query.created_to }}
          limits={dateLimits(portalToday(), { yearsBack: 10, yearsAhead: 1 })}
        />
      </div>
    </FilterForm>
  );
}
