import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { AppLink } from './app-link';
import { buttonClass } from './button';

export interface FilterFormProps {
  /** The list's name: the form's test id `{name}-filters`, its fields' box `{name}-filter-fields`. */
  name: string;
  /** Where the frame's words live: `label` (the form's accessible name), `toggle` ({count}, the phone's fold), `reset`, `apply`. */
  messages:
    | 'orders.filters'
    | 'flightList.filters'
    | 'atsDesk.filters'
    | 'atsLists.links.filters'
    | 'atsLists.payments.filters'
    | 'employees.filters'
    | 'subpartitions.filters'
    | 'reports.filters'
    | 'bonuses.filters';
  /** How many filters are set (the fold says it). */
  active: number;
  /** The list's page: the form's GET target, and Reset's link (the list without filters). */
  action: string;
  /** On a phone, start unfolded when filters are set (the desk's form, whose filters are its work). */
  openWhenSet?: boolean;
  /** Kept across a submit (the sort): hidden fields, named as the URL's keys. */
  hidden?: Record<string, string | undefined>;
  /** Above the fields and never folded: the list's first filter, links of their own (the journal's scope). */
  lead?: ReactNode;
  /** The fields, laid out four a row on a desktop. */
  children: ReactNode;
}

/**
 * The frame of a list's filters (docs/architecture.md "Server-first screens"): a GET form to the
 * list's page whose fields are named as its URL's keys, so it filters without script; they start
 * folded on a phone (a `<details>`, no script either), so the list is on the first screen, with
 * Reset (a link to the bare list) and Apply under them. No 'use client': a server component renders
 * it, and the list's client component catches its submit (useRecordListUrl().submitFilters).
 */
export function FilterForm({
  name,
  messages,
  active,
  action,
  hidden,
  lead,
  openWhenSet = false,
  children,
}: FilterFormProps) {
  const t = useTranslations(messages);
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={t('label')}
      data-testid={`${name}-filters`}
      className="rounded-xl border border-slate-200 bg-white p-4"
    >
      {lead ? <div className="mb-4">{lead}</div> : null}
      {/* Unfolded from `sm` on: the closed details' content is shown there. */}
      <details open={openWhenSet && active > 0} className="group sm:details-content:[content-visibility:visible]">
        <summary className="flex cursor-pointer list-none items-center justify-between font-semibold text-slate-800 focus-visible:outline-2 focus-visible:outline-brand sm:hidden [&::-webkit-details-marker]:hidden">
          {t('toggle', { count: active })}
          <span aria-hidden="true" className="inline-block group-open:rotate-180">
            ▾
          </span>
        </summary>
        <div id={`${name}-filter-fields`} className="mt-4 space-y-4 sm:mt-0">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AppLink href={action} className={buttonClass('secondary')}>
              {t('reset')}
            </AppLink>
            <button type="submit" className={buttonClass('primary')}>
              {t('apply')}
            </button>
          </div>
        </div>
      </details>
      {/* After the fields: the URL a list writes from them keeps the sort last (lib/query-string.ts formSearch). */}
      {Object.entries(hidden ?? {}).map(([key, value]) =>
        value === undefined ? null : <input key={key} type="hidden" name={key} value={value} />,
      )}
    </form>
  );
}
