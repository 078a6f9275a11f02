'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { checkState, leafIds, type TreeCheckboxItem } from '@/lib/forms/tree-checkbox';

export interface TreeCheckboxListProps {
  id: string;
  label: string;
  items: readonly TreeCheckboxItem[];
  /** A click on an item checks or unchecks all the leaves under it. */
  onChange: (leafIds: string[], checked: boolean) => void;
  /** Shown when there are no items. */
  empty?: string;
  /** CSS height of the scrolling list; docs/product.md §9 default 185 px. */
  height?: string;
}

/** Checkboxes in a tree: parents check all their children and show a mixed state when some are. */
export function TreeCheckboxList({ id, label, items, onChange, empty, height = '185px' }: TreeCheckboxListProps) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{label}</legend>
      <div
        id={id}
        style={{ height }}
        className="overflow-y-auto rounded-lg border border-slate-300 bg-white p-2 shadow-sm"
      >
        {items.length ? (
          <ul role="list" className="space-y-0.5">
            {items.map((item) => (
              <TreeNode key={item.id} idPrefix={id} item={item} onChange={onChange} />
            ))}
          </ul>
        ) : (
          <p className="p-1 text-sm text-slate-500">{empty}</p>
        )}
      </div>
    </fieldset>
  );
}

function TreeNode({
  idPrefix,
  item,
  onChange,
}: {
  idPrefix: string;
  item: TreeCheckboxItem;
  onChange: TreeCheckboxListProps['onChange'];
}) {
  const t = useTranslations('common');
  const [open, setOpen] = useState(true);
  const state = checkState(item);
  const inputId = `${idPrefix}-${item.id}`;
  const hasChildren = Boolean(item.children?.length);
  return (
    <li>
      <div className="flex items-center gap-1.5 rounded px-1 py-0.5 hover:bg-slate-50">
        {hasChildren ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={`${inputId}-children`}
            aria-label={t(open ? 'collapse' : 'expand', { name: item.label })}
            data-tooltip={t(open ? 'collapse' : 'expand', { name: item.label })}
            onClick={() => setOpen(!open)}
            className="tooltip tooltip-start grid size-5 place-items-center rounded text-slate-500 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className={`size-4 transition ${open ? 'rotate-90' : ''}`}
              fill="currentColor"
            >
              <path d="M7.3 5.3a1 1 0 0 1 1.4 0l4 4a1 1 0 0 1 0 1.4l-4 4a1 1 0 0 1-1.4-1.4L10.6 10 7.3 6.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        ) : (
          <span className="size-5" aria-hidden="true" />
        )}
        <input
          id={inputId}
          type="checkbox"
          checked={state === 'checked'}
          ref={(input) => {
            if (input) input.indeterminate = state === 'mixed';
          }}
          aria-checked={state === 'mixed' ? 'mixed' : undefined}
          onChange={(event) => onChange(leafIds(item), event.target.checked)}
          className="size-4 shrink-0 rounded border-slate-300 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        />
        <label htmlFor={inputId} className={`text-sm ${hasChildren ? 'font-medium text-slate-900' : 'text-slate-700'}`}>
          {item.label}
        </label>
      </div>
      {hasChildren && open ? (
        <ul id={`${inputId}-children`} role="list" className="ml-6 space-y-0.5">
          {item.children!.map((child) => (
            <TreeNode key={child.id} idPrefix={idPrefix} item={child} onChange={onChange} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
