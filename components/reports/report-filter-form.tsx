'use client';

import type { ReactNode } from 'react';
import { FilterForm } from '@/components/ui/filter-form';
import type { Period } from '@/lib/reports/period';
import { PeriodField } from './period-field';

type Option = { id: string; name: string };
/** A report's filter options (`{id, name}` from the backend) as a select's. */
export const toSelect = (options: Option[]) => options.map((option) => ({ value: option.id, label: option.name }));

/** Both reports' filter frame (components/ui/filter-form.tsx): the period with its presets first, then the report's own fields. */
export function ReportFilterForm({ name, action, active, today, period, onPeriod, onApply, onReset, children }: {
  /** `sales`, `charter`: the form's test id and its fields' ids. */
  name: string;
  /** The report's page (Reset's link). */
  action: string;
  /** How many filters besides the period are set (the phone's fold button says it). */
  active: number;
  today: string;
  period: Period;
  onPeriod: (period: Period) => void;
  onApply: () => void;
  onReset: () => void;
  children: ReactNode;
}) {
  return (
    <FilterForm name={name} action={action} messages="reports.filters" active={active} onApply={onApply} onReset={onReset}>
      <PeriodField id={`${name}-period`} value={period} today={today} onChange={onPeriod} />
      {children}
    </FilterForm>
  );
}
