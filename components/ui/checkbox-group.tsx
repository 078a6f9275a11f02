import type { ChangeEvent } from 'react';

/**
 * A filter's few choices as plain checkboxes (the statuses of the journal and of the flight list):
 * all in view, and no popover's code on a list's first load (docs/performance.md). Controlled
 * (`value`, `onChange`) in a client form; with `name` and `defaultValue` and no `onChange`, a
 * server-rendered GET form's field, one `name=value` per checked box (docs/architecture.md
 * "Server-first screens").
 */
export function CheckboxGroup<T extends string>({
  legend,
  options,
  name,
  value,
  defaultValue,
  onChange,
  className = 'lg:col-span-2',
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  name?: string;
  value?: readonly T[];
  defaultValue?: readonly T[];
  /** The checked values, in the options' order. */
  onChange?: (value: T[]) => void;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              {...(onChange
                ? {
                    checked: value?.includes(option.value) ?? false,
                    onChange: (e: ChangeEvent<HTMLInputElement>) =>
                      onChange(
                        options
                          .map((o) => o.value)
                          .filter((v) => (v === option.value ? e.target.checked : value?.includes(v))),
                      ),
                  }
                : { defaultChecked: defaultValue?.includes(option.value) })}
              className="size-4 rounded border-slate-300 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
