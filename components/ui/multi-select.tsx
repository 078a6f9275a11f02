'use client';

import { useId, useState } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { controlClass } from './form-field';

export interface MultiSelectOption {
  value: number;
  label: string;
  /** A second line (hotel: its resort). */
  hint?: string;
}

export interface MultiSelectProps {
  id: string;
  label: string;
  options: readonly MultiSelectOption[];
  value: readonly number[];
  onChange: (value: number[]) => void;
  /** The button's text when nothing is chosen ("Any"). */
  placeholder: string;
  /**
   * Server-side search: called with the typed text and the options are the server's answer.
   * Without it the options are filtered here, by name, ignoring case and accents.
   */
  onSearch?: (text: string) => void;
  loading?: boolean;
  /** Already translated. */
  error?: string;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();

/**
 * A multi-select with a search box and "select all" (SPEC.md §5) in a popover of at most
 * 400 px (SPEC.md §9). Chosen values keep their labels while a server search shows others.
 */
export function MultiSelect({ id, label, options, value, onChange, placeholder, onSearch, loading, error }: MultiSelectProps) {
  const t = useTranslations('common');
  const [search, setSearch] = useState('');
  // Every label seen so far, so a chosen hotel keeps its name while a search shows other hotels.
  const [labels, setLabels] = useState(() => new Map<number, string>());
  if (options.some((option) => labels.get(option.value) !== option.label)) {
    setLabels(new Map([...labels, ...options.map((option) => [option.value, option.label] as const)]));
  }

  const visible = onSearch || !search.trim() ? options : options.filter((option) => fold(option.label).includes(fold(search.trim())));
  const chosen = new Set(value);
  const allVisibleChosen = visible.length > 0 && visible.every((option) => chosen.has(option.value));
  const names = value.map((item) => labels.get(item));
  const summary = value.length === 0 ? placeholder : value.length <= 2 && names.every(Boolean) ? names.join(', ') : t('selectedCount', { count: value.length });

  const toggle = (item: number, on: boolean) => onChange(on ? [...value, item] : value.filter((other) => other !== item));
  const toggleVisible = (on: boolean) => {
    const ids = visible.map((option) => option.value);
    onChange(on ? [...new Set([...value, ...ids])] : value.filter((item) => !ids.includes(item)));
  };
  const labelId = `${id}-label`;
  const summaryId = `${id}-summary`;
  const searchId = useId();

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <Popover className="relative">
        <PopoverButton
          id={id}
          aria-labelledby={`${labelId} ${summaryId}`}
          aria-invalid={Boolean(error)}
          className={`${controlClass} flex items-center justify-between gap-2 text-left`}
        >
          <span id={summaryId} className={`truncate ${value.length ? '' : 'text-slate-500'}`}>
            {summary}
          </span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-500" fill="currentColor">
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
        </PopoverButton>
        <PopoverPanel
          anchor={{ to: 'bottom start', gap: 4, padding: 8 }}
          className="z-30 flex max-h-[400px] w-(--button-width) min-w-64 flex-col rounded-xl border border-slate-200 bg-white p-2 shadow-lg focus:outline-none"
        >
          <label htmlFor={searchId} className="sr-only">
            {t('search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('search')}
            autoComplete="off"
            onChange={(event) => {
              setSearch(event.target.value);
              onSearch?.(event.target.value);
            }}
            className={`${controlClass} mb-2`}
          />
          {visible.length ? (
            <label className="flex items-center gap-2 border-b border-slate-100 px-2 pb-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                checked={allVisibleChosen}
                onChange={(event) => toggleVisible(event.target.checked)}
                className="size-4 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              />
              {t('selectAll')}
            </label>
          ) : null}
          <ul role="list" aria-busy={loading || undefined} className="min-h-0 flex-1 overflow-y-auto py-1">
            {visible.map((option) => (
              <li key={option.value}>
                <label className="flex cursor-pointer items-start gap-2 rounded px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    checked={chosen.has(option.value)}
                    onChange={(event) => toggle(option.value, event.target.checked)}
                    className="mt-0.5 size-4 shrink-0 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
                  />
                  <span className="min-w-0">
                    <span className="block">{option.label}</span>
                    {option.hint ? <span className="block text-xs text-slate-500">{option.hint}</span> : null}
                  </span>
                </label>
              </li>
            ))}
            {!visible.length ? <li className="px-2 py-1.5 text-sm text-slate-500">{loading ? t('loading') : t('noOptions')}</li> : null}
          </ul>
          {value.length ? (
            <button
              type="button"
              onClick={() => onChange([])}
              className="mt-1 self-end rounded px-2 py-1 text-sm font-medium text-brand-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t('clear')}
            </button>
          ) : null}
        </PopoverPanel>
      </Popover>
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
