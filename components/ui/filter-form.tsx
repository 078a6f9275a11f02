'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from './button';

/**
 * A list's filters as a draft: typed values wait for "Apply" (one URL change, one request). `set`
 * drops a key whose value is empty (undefined, '' or []), so the URL written from it stays short.
 */
export function useFilterDraft<T extends object>(values: T) {
  const [draft, setDraft] = useState<T>(values);
  const set = <K extends keyof T>(key: K, value: T[K] | undefined) =>
    setDraft((current) => {
      const next = { ...current };
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
      else next[key] = value;
      return next;
    });
  return { draft, setDraft, set };
}

export interface FilterFormProps {
  /** The list's name: the form's test id `{name}-filters`, its fields' box `{name}-filter-fields`. */
  name: string;
  /** Where the frame's words live: `label` (the form's accessible name), `toggle` ({count}, the phone's fold button), `reset`, `apply`. */
  messages:
    | 'orders.filters'
    | 'flightList.filters'
    | 'atsDesk.filters'
    | 'atsMoney.links.filters'
    | 'atsMoney.payments.filters'
    | 'employees.filters'
    | 'subpartitions.filters'
    | 'reports.filters';
  /** How many filters are set (the fold button says it). */
  active: number;
  onApply: () => void;
  onReset: () => void;
  /** The fields, laid out four a row on a desktop. */
  children: ReactNode;
}

/**
 * The frame of a list's filters (the journal, the flight list, the desk, the reports): a search
 * form whose fields start folded on a phone, so the list is on the first screen, with Reset and
 * Apply under them. The parent remounts it when the URL changes (back/forward, a shared link).
 */
export function FilterForm({ name, messages, active, onApply, onReset, children }: FilterFormProps) {
  const t = useTranslations(messages);
  const fieldsId = `${name}-filter-fields`;
  const [unfolded, setUnfolded] = useState(false);
  return (
    <form
      role="search"
      aria-label={t('label')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
      data-testid={`${name}-filters`}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <button
        type="button"
        aria-expanded={unfolded}
        aria-controls={fieldsId}
        onClick={() => setUnfolded(!unfolded)}
        className="flex w-full items-center justify-between text-left font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-brand sm:hidden"
      >
        {t('toggle', { count: active })}
        <span aria-hidden="true">{unfolded ? '▴' : '▾'}</span>
      </button>
      <div id={fieldsId} className={`${unfolded ? 'mt-4' : 'hidden'} space-y-4 sm:block`}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onReset}>
            {t('reset')}
          </Button>
          <Button type="submit">{t('apply')}</Button>
        </div>
      </div>
    </form>
  );
}
