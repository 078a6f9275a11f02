'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { DateRangeField } from '@/components/ui/date-range-field';
import { FilterForm } from '@/components/ui/filter-form';
import { useFilterDraft } from '@/components/ui/use-filter-draft';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { dateLimits } from '@/lib/search/date-range';
import { ATS_SOURCES, ATS_TRANSACTIONS, type AtsDeskFilterValues } from '@/lib/flights/ats-orders-query';

type Option = { id: string | number; name: string };
/** The desk's options of `GET ats/orders/filters` (the flight list's routes and airlines are its own form's). */
export interface AtsDeskFilterOptions {
  sellers: Option[];
  sources: Option[];
  transaction_types: Option[];
  properties: Option[];
}

const toSelect = (options: Option[]) => options.map((option) => ({ value: String(option.id), label: option.name }));
const pick = <T extends string>(values: readonly T[], value: string): T | undefined => ((values as readonly string[]).includes(value) ? (value as T) : undefined);
const positive = (value: string) => (Number(value) > 0 ? Number(value) : undefined);

/**
 * The ticket desk's own filters (docs/product.md §12 "Screens"), a second form beside the flight
 * list's (components/flights/orders/flight-order-filters.tsx), which the desk shows unchanged:
 * each form applies and resets its own fields and keeps the other's.
 */
export function AtsDeskFilters({ values, options, onApply }: { values: AtsDeskFilterValues; options: AtsDeskFilterOptions; onApply: (values: AtsDeskFilterValues) => void }) {
  const t = useTranslations('atsDesk.filters');
  const { draft, set } = useFilterDraft(values);
  const [limits] = useState(() => dateLimits(new Date(), { yearsBack: 2, yearsAhead: 0 }));
  return (
    <FilterForm name="ats-desk" action="/ats/orders" messages="atsDesk.filters" active={Object.keys(values).length} onApply={() => onApply(draft)} onReset={() => onApply({})}>
      <TextField
        id="ats-filter-pnr"
        label={t('pnr')}
        value={draft.pnr ?? ''}
        maxLength={8}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => set('pnr', e.target.value.toUpperCase().trim())}
      />
      <Select id="ats-filter-source" label={t('source')} placeholder={t('any')} options={toSelect(options.sources)} value={draft.source ?? ''} onChange={(e) => set('source', pick(ATS_SOURCES, e.target.value))} />
      <Select
        id="ats-filter-transaction"
        label={t('transactionType')}
        placeholder={t('any')}
        options={toSelect(options.transaction_types)}
        value={draft.transaction_type ?? ''}
        onChange={(e) => set('transaction_type', pick(ATS_TRANSACTIONS, e.target.value))}
      />
      <Select id="ats-filter-seller" label={t('seller')} placeholder={t('any')} options={toSelect(options.sellers)} value={String(draft.seller ?? '')} onChange={(e) => set('seller', positive(e.target.value))} />
      <Select
        id="ats-filter-linked"
        label={t('linked')}
        placeholder={t('any')}
        options={[
          { value: '1', label: t('linkedYes') },
          { value: '0', label: t('linkedNo') },
        ]}
        value={draft.linked ?? ''}
        onChange={(e) => set('linked', pick(['0', '1'] as const, e.target.value))}
      />
      <Select id="ats-filter-property" label={t('property')} placeholder={t('any')} options={toSelect(options.properties)} value={String(draft.property ?? '')} onChange={(e) => set('property', positive(e.target.value))} />
      <div className="lg:col-span-2">
        <DateRangeField
          id="ats-filter-issued"
          label={t('issued')}
          fromLabel={t('from')}
          toLabel={t('to')}
          limits={limits}
          value={{ from: draft.issued_from ?? '', to: draft.issued_to ?? '' }}
          onChange={(range) => {
            set('issued_from', range.from);
            set('issued_to', range.to);
          }}
        />
      </div>
    </FilterForm>
  );
}
