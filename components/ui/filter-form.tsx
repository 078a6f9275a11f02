'use client';

import { useState, type ReactNode } from 'react';
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
  /** The form's accessible name. */
  label: string;
  testId: string;
  /** The id of the fields' box (the phone's fold button controls it). */
  fieldsId: string;
  /** The fold button's words on a phone ("Filters (2)"). */
  toggle: string;
  resetLabel: string;
  applyLabel: string;
  onApply: () => void;
  onReset: () => void;
  /** The fields, laid out four a row on a desktop. */
  children: ReactNode;
}

/**
 * The frame of a list's filters (the journal, the flight list): a search form whose fields start
 * folded on a phone, so the list is on the first screen, with Reset and Apply under them. The
 * parent remounts it when the URL changes (back/forward, a shared link).
 */
export function FilterForm({ label, testId, fieldsId, toggle, resetLabel, applyLabel, onApply, onReset, children }: FilterFormProps) {
  const [unfolded, setUnfolded] = useState(false);
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onApply();
      }}
      data-testid={testId}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      <button
        type="button"
        aria-expanded={unfolded}
        aria-controls={fieldsId}
        onClick={() => setUnfolded(!unfolded)}
        className="flex w-full items-center justify-between text-left font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-brand sm:hidden"
      >
        {toggle}
        <span aria-hidden="true">{unfolded ? '▴' : '▾'}</span>
      </button>
      <div id={fieldsId} className={`${unfolded ? 'mt-4' : 'hidden'} space-y-4 sm:block`}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onReset}>
            {resetLabel}
          </Button>
          <Button type="submit">{applyLabel}</Button>
        </div>
      </div>
    </form>
  );
}
