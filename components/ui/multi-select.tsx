'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { controlClass } from './form-field';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useLazyPopover } from './lazy-popover';

/** A hotel's or a meal's id, an airline's IATA code. */
export type MultiSelectValue = number | string;

export interface MultiSelectOption<T extends MultiSelectValue = number> {
  value: T;
  label: string;
  /** A second line (hotel: its resort). */
  hint?: string;
}

export interface MultiSelectProps<T extends MultiSelectValue = number> {
  id: string;
  label: string;
  options: readonly MultiSelectOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
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
  /**
   * A field of a GET form (its `name`, and `form` when it lies outside it): without script the
   * options are checkboxes of that name, so the form works before and without the page's code;
   * with it, the chosen values are hidden fields of that name.
   */
  field?: { name: string; form?: string };
}

const loadPopover = () => import('./multi-select-popover');

/**
 * A multi-select with a search box and "select all" (docs/product.md §5) in a popover of at most
 * 400 px (docs/product.md §9). Chosen values keep their labels while a server search shows others.
 * The popover's code loads on first use (components/ui/lazy-popover.tsx); the button and its
 * summary of the choice are here. As a GET form's `field`, it is a list of checkboxes where there
 * is no script (docs/architecture.md §11).
 */
export function MultiSelect<T extends MultiSelectValue = number>({
  id,
  label,
  options,
  value,
  onChange,
  placeholder,
  onSearch,
  loading,
  error,
  field,
}: MultiSelectProps<T>) {
  const t = useTranslations('common');
  const { loaded, triggerProps } = useLazyPopover(loadPopover);
  // A form field: checkboxes until the page's code runs (and where it never does), then the choice as hidden fields.
  const hydrated = useHydrated();
  // Every label seen so far, so a chosen hotel keeps its name while a search shows other hotels.
  const [labels, setLabels] = useState(() => new Map<T, string>());
  if (options.some((option) => labels.get(option.value) !== option.label)) {
    setLabels(new Map([...labels, ...options.map((option) => [option.value, option.label] as const)]));
  }

  const names = value.map((item) => labels.get(item));
  const summary =
    value.length === 0
      ? placeholder
      : value.length <= 2 && names.every(Boolean)
        ? names.join(', ')
        : t('selectedCount', { count: value.length });
  const labelId = `${id}-label`;
  const summaryId = `${id}-summary`;
  const trigger = {
    className: `${controlClass} flex items-center justify-between gap-2 text-left`,
    'aria-labelledby': `${labelId} ${summaryId}`,
    'aria-invalid': Boolean(error),
    children: (
      <>
        <span id={summaryId} className={`truncate ${value.length ? '' : 'text-slate-500'}`}>
          {summary}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0 text-slate-500" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </>
    ),
  };
  const Popover = loaded?.module.MultiSelectPopover;

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      {field && hydrated
        ? value.map((item) => <input key={item} type="hidden" name={field.name} form={field.form} value={item} />)
        : null}
      {field && !hydrated ? (
        <fieldset aria-labelledby={labelId} className="hidden max-h-64 gap-1.5 overflow-y-auto noscript:grid">
          {options.map((option) => (
            <label key={option.value} className="flex items-start gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name={field.name}
                form={field.form}
                value={option.value}
                defaultChecked={value.includes(option.value)}
                className="mt-0.5 size-4 shrink-0 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              />
              {option.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      {Popover ? (
        <Popover
          id={id}
          options={options}
          value={value}
          onChange={onChange}
          onSearch={onSearch}
          loading={loading}
          trigger={trigger}
          replay={loaded.replay}
        />
      ) : (
        <div className={field ? 'relative noscript:hidden' : 'relative'}>
          <button id={id} aria-expanded={false} {...triggerProps} {...trigger} />
        </div>
      )}
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}

/**
 * A multi-select as a field of a server-rendered GET form (a list's filters): it starts from the
 * URL's values and keeps its choice itself; the form, keyed by the URL, renders a new one after a
 * navigation.
 */
export function MultiSelectField<T extends MultiSelectValue = number>({
  defaultValue,
  name,
  ...props
}: Omit<MultiSelectProps<T>, 'value' | 'onChange' | 'field' | 'onSearch' | 'loading'> & {
  defaultValue: readonly T[];
  name: string;
}) {
  const [value, setValue] = useState<readonly T[]>(defaultValue);
  return <MultiSelect {...props} value={value} onChange={setValue} field={{ name }} />;
}
