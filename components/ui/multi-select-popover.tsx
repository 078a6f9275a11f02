'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { controlClass } from './form-field';
import { useTriggerReplay, type TriggerReplay } from './lazy-popover';
import type { MultiSelectProps, MultiSelectValue } from './multi-select';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();

export interface MultiSelectPopoverProps<T extends MultiSelectValue> extends Omit<
  MultiSelectProps<T>,
  'label' | 'placeholder' | 'field'
> {
  /** The button's attributes and content, the same as the plain trigger's. */
  trigger: { className: string; 'aria-labelledby': string; 'aria-invalid': boolean; children: ReactNode };
  replay: TriggerReplay;
}

/** MultiSelect's popover: its button, the search box, "select all" and the checkboxes (loaded on first use). */
export function MultiSelectPopover<T extends MultiSelectValue>({
  id,
  options,
  value,
  onChange,
  onSearch,
  loading,
  trigger,
  replay,
}: MultiSelectPopoverProps<T>) {
  const t = useTranslations('common');
  const [search, setSearch] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  useTriggerReplay(replay, button);

  const visible =
    onSearch || !search.trim() ? options : options.filter((option) => fold(option.label).includes(fold(search.trim())));
  const chosen = new Set(value);
  const allVisibleChosen = visible.length > 0 && visible.every((option) => chosen.has(option.value));
  const toggle = (item: T, on: boolean) => onChange(on ? [...value, item] : value.filter((other) => other !== item));
  const toggleVisible = (on: boolean) => {
    const ids = visible.map((option) => option.value);
    onChange(on ? [...new Set([...value, ...ids])] : value.filter((item) => !ids.includes(item)));
  };
  const searchId = useId();

  return (
    <Popover className="relative">
      <PopoverButton ref={button} id={id} {...trigger} />
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
          {!visible.length ? (
            <li className="px-2 py-1.5 text-sm text-slate-500">{loading ? t('loading') : t('noOptions')}</li>
          ) : null}
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
  );
}
